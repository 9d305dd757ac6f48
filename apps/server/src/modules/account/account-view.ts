import {
  type AccountDevice,
  type AccountSubscription,
  type Address,
  addressCountryOf,
  type CareAccount,
  type Country,
  CURRENCY_BY_COUNTRY,
  type Currency,
  deviceTypeOf,
  isDeviceType,
  maskEmail,
  maskPhoneNumber,
  maskUsername,
  money,
  phaseOfPlanType,
  radioIdLastFour,
  type SubscriptionStatusLabel,
  subscriptionStatusLabel,
  termMoveRefusalOf,
} from '@orbit/domain';
import type { RadioRow } from '../../db/schema/index.ts';
import type { SubscriptionWithPhases } from '../identification/index.ts';
import type { AccountFacts } from './account-facts.ts';
import {
  isPendingCancellation,
  renewalDateOf,
  shownPhaseOf,
  statusAt,
  utcDay,
} from './subscription-terms.ts';

/** Running first, then suspended, paused, closed; newest first within each. */
const STATUS_ORDER: Record<SubscriptionStatusLabel, number> = {
  Active: 0,
  Suspended: 1,
  Inactive: 2,
  Closed: 3,
};

function byStatusThenNewest(a: SubscriptionWithPhases, b: SubscriptionWithPhases): number {
  const rank =
    STATUS_ORDER[subscriptionStatusLabel(a.status)] -
    STATUS_ORDER[subscriptionStatusLabel(b.status)];
  return rank !== 0 ? rank : b.startedAt.getTime() - a.startedAt.getTime();
}

/** Suspended is for non-payment; a paused (Inactive) subscription was suspended on request. */
const INACTIVE_REASON: Record<SubscriptionStatusLabel, AccountSubscription['inactiveReason']> = {
  Active: 'none',
  Closed: 'none',
  Inactive: 'suspension',
  Suspended: 'nonPay',
};

/** A radio that still plays, or will once paid, cannot leave the account. */
export function blocksRemoval(subscription: { status: string }): boolean {
  const status = subscriptionStatusLabel(subscription.status);
  return status === 'Active' || status === 'Suspended';
}

export function subscriptionView(
  facts: AccountFacts,
  row: SubscriptionWithPhases,
): AccountSubscription {
  const status = statusAt(row, facts.now);
  const pending = status === 'Active' && isPendingCancellation(row);
  const phase = shownPhaseOf(row, facts.now);
  const currency = (phase?.currency ??
    CURRENCY_BY_COUNTRY[facts.account.country as Country]) as Currency;
  const planPhase = phase ? phaseOfPlanType(phase.planType) : 'fullPrice';
  const streamingHandle = row.streamingIdentityId
    ? facts.streamingHandles.get(row.streamingIdentityId)
    : undefined;
  const partnerName = facts.billingPartners.get(row.id);
  // A plan its partner bills moves, changes and ends at the partner, never here.
  const movable = !partnerName && termMoveRefusalOf(row, facts.now) === undefined;
  return {
    id: row.id,
    deviceId: row.radioId ? (facts.deviceIds.get(row.radioId) ?? null) : null,
    last4DigitsOfRadioId: row.radioId ? radioIdLastFour(row.radioId) : null,
    serviceType: row.serviceType === 'satellite' ? 'satellite' : 'streaming',
    status,
    inactiveReason: INACTIVE_REASON[status],
    isActive: status === 'Active',
    isSuspended: status === 'Suspended',
    isCancelledAtEndOfCurrentTerm: pending,
    planName: facts.planNames.get(row.id) ?? row.packageId,
    planCode: row.planCode,
    packageId: row.packageId,
    phase: planPhase,
    isTrial: planPhase === 'trial',
    price: money(phase?.priceMinor ?? 0, currency),
    termMonths: phase?.termMonths ?? 1,
    // The partner renews it, on its own dates.
    renewalDate: partnerName ? null : renewalDateOf(row, facts.now),
    serviceEndsOn: pending && row.endsAt ? utcDay(row.endsAt) : null,
    pendingPlanChange: facts.pendingPlanChanges.get(row.id) ?? null,
    canTransferSubscription: movable,
    canReplaceRadio: movable,
    billedBy: partnerName ? { partnerName } : null,
    trialConsent: facts.trialConsents.get(row.id) ?? null,
    streamingCredentials: streamingHandle
      ? {
          maskedUsername: maskUsername(streamingHandle),
          isAccountLogin: row.streamingIdentityId === facts.account.ownerIdentityId,
        }
      : null,
  };
}

function vehicleOf(radio: RadioRow): AccountDevice['vehicle'] {
  if (!radio.make || !radio.model) return null;
  return {
    year: radio.year,
    make: radio.make,
    model: radio.model,
    yearMakeModel: [radio.year, radio.make, radio.model].filter(Boolean).join(' '),
  };
}

function deviceView(facts: AccountFacts, radio: RadioRow): AccountDevice {
  const history = facts.subscriptions
    .filter((subscription) => subscription.radioId === radio.radioId)
    .sort(byStatusThenNewest);
  const deviceId = facts.deviceIds.get(radio.radioId);
  if (!deviceId) throw new Error(`no device id worked out for a radio of ${radio.accountNumber}`);
  return {
    id: deviceId,
    type: isDeviceType(radio.deviceType)
      ? radio.deviceType
      : deviceTypeOf({ hasVehicle: Boolean(radio.vin) }),
    radioIdLastFour: radioIdLastFour(radio.radioId),
    nickname: radio.nickname,
    vehicle: vehicleOf(radio),
    subscriptionId: history[0]?.id ?? null,
    canRemove: !history.some(blocksRemoval),
  };
}

type AnsweredAddress = NonNullable<CareAccount['serviceAddress']>;

function fullAddress(address: Address): AnsweredAddress {
  return {
    addressLine1: address.addressLine1,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    state: address.state,
    zip: address.zip,
    ...(address.country ? { country: address.country } : {}),
  };
}

/** What an identified (not signed-in) visitor sees of an address: the town, never the street. */
function townOnly(address: Address): AnsweredAddress {
  return {
    addressLine1: '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    ...(address.country ? { country: address.country } : {}),
  };
}

/**
 * The account as `POST /services/account` answers it. The owner sees everything; an identified
 * session that proved last name, phone and zip sees the same with email and phone masked, the
 * addresses reduced to city, state and zip, and no username.
 */
export function careAccountView(facts: AccountFacts, via: 'owner' | 'identified'): CareAccount {
  const { account } = facts;
  const owner = via === 'owner';
  const address = (value: Address | null) =>
    value ? (owner ? fullAddress(value) : townOnly(value)) : null;
  return {
    access: via,
    accountNumber: account.accountNumber,
    country: addressCountryOf(account.country as Country),
    username: owner ? facts.ownerHandle : null,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email ? (owner ? account.email : maskEmail(account.email)) : null,
    phone: account.phone ? (owner ? account.phone : maskPhoneNumber(account.phone)) : null,
    serviceAddress: address(account.serviceAddress),
    billingAddress: address(account.billingAddress),
    paymentMethod: facts.card,
    billingStatus: facts.billingStatus,
    subscriptions: [...facts.subscriptions]
      .sort(byStatusThenNewest)
      .map((row) => subscriptionView(facts, row)),
    devices: facts.radios.map((radio) => deviceView(facts, radio)),
  };
}
