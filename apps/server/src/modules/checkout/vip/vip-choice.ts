import {
  type CareVipQuoteRequest,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isPlatinumVipPackage,
  normaliseProgramCode,
  radioIdLastFour,
  type VipDeviceAction,
  type VipDeviceName,
  vipDeviceActionOf,
  vipFirstDeviceRefusalOf,
  vipProcessingOrderOf,
  vipSecondDeviceRefusalOf,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { programCodes, type SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import { findOffersByPlanCodes, type OfferWithPackage } from '../../catalog/index.ts';
import { resolveDeviceRef } from '../../identification/index.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { type VipAccountDevice, vipDevicesOfAccount } from './vip-devices-of-account.ts';

/** One of the two devices, in the order the purchase takes it. */
export type VipStep = {
  role: 'first' | 'second';
  /** The primary carries the VIP price; the secondary joins the bundle at no charge. */
  bundleRole: 'primary' | 'secondary';
  name: VipDeviceName;
  device: VipAccountDevice;
  action: VipDeviceAction;
};

/** The two devices as chosen, checked, with the VIP plan the program code opens. */
export type VipChoice = {
  access: AccountAccess;
  account: SubscriberAccountRow;
  offer: OfferWithPackage;
  steps: readonly [VipStep, VipStep];
};

const refusal = (
  code: 'INVALID_PAYLOAD' | 'INELIGIBLE_FOR_OFFER',
  errorCode: FieldErrorCode,
  fieldName: string,
  reason: string,
) => new AppError(code, reason, { fieldErrors: [{ errorCode, fieldName }] });

/**
 * Reads the customer's choice as things are now (call it again once the devices are held): the
 * account the care session may act on (its signed-in owner, or a verified identification), the
 * two devices on it, each allowed by the domain's rules, and the VIP plan of the program code
 * in the account's market.
 */
export async function vipChoiceOf(
  db: Db,
  context: Pick<PurchaseContext, 'careSessionId' | 'accountAccess'>,
  request: CareVipQuoteRequest,
  now: Date,
): Promise<VipChoice> {
  const access = await context.accountAccess({ allowIdentified: true });
  const { account } = access;
  const devices = await vipDevicesOfAccount(db, account, { now, student: false });
  const first = await deviceNamed(db, devices, request.firstDevice, context.careSessionId, now);
  const second = await deviceNamed(db, devices, request.secondDevice, context.careSessionId, now);
  if (first === second) {
    throw refusal('INVALID_PAYLOAD', FIELD_ERROR_CODES.INVALID, 'secondDevice', 'same device');
  }
  const firstRefusal = vipFirstDeviceRefusalOf(first.facts);
  if (firstRefusal) {
    throw refusal('INELIGIBLE_FOR_OFFER', firstRefusal, 'firstDevice', 'first device refused');
  }
  const secondRefusal = vipSecondDeviceRefusalOf(first.facts, second.facts);
  if (secondRefusal) {
    throw refusal('INELIGIBLE_FOR_OFFER', secondRefusal, 'secondDevice', 'second device refused');
  }
  const offer = await vipOfferOf(db, account, request.programCode, now);
  const step = (role: 'first' | 'second', bundleRole: 'primary' | 'secondary'): VipStep => {
    const device = role === 'first' ? first : second;
    const name = role === 'first' ? request.firstDevice : request.secondDevice;
    return { role, bundleRole, name, device, action: vipDeviceActionOf(device.facts) };
  };
  const [primary, secondary] = vipProcessingOrderOf(first.facts, second.facts);
  return {
    access,
    account,
    offer,
    steps: [step(primary, 'primary'), step(secondary, 'secondary')],
  };
}

/** What a VIP order holds while it decides (ADR 021, 044): both devices and the account. */
export function vipSubjectsOf(choice: VipChoice): MoneySubject[] {
  return [
    { kind: 'account', accountNumber: choice.account.accountNumber },
    ...choice.steps.flatMap(({ device }): MoneySubject[] => [
      ...(device.radio ? [{ kind: 'radio' as const, radioId: device.radio.radioId }] : []),
      ...(device.subscription
        ? [{ kind: 'subscription' as const, subscriptionId: device.subscription.id }]
        : []),
    ]),
  ];
}

async function deviceNamed(
  db: Db,
  devices: readonly VipAccountDevice[],
  name: VipDeviceName,
  careSessionId: string,
  now: Date,
): Promise<VipAccountDevice> {
  let found: VipAccountDevice | undefined;
  if ('deviceRef' in name) {
    // Another session's, expired or forged: DEVICE_NOT_FOUND, as a radio not on the account.
    const { radioId } = await resolveDeviceRef(db, {
      deviceRef: name.deviceRef,
      careSessionId,
      now,
    });
    found = devices.find((device) => device.radio?.radioId === radioId);
  } else {
    found = devices.find(
      (device) => !device.radio && device.subscription?.id === name.subscriptionId,
    );
  }
  if (!found) {
    throw new AppError('DEVICE_NOT_FOUND', 'no such device on the account', {
      notFoundResourceType: 'device',
    });
  }
  return found;
}

/** The Platinum VIP plan a program code opens in the account's market (OFFER_NOT_FOUND else). */
async function vipOfferOf(
  db: Db,
  account: SubscriberAccountRow,
  typed: string,
  now: Date,
): Promise<OfferWithPackage> {
  const code = normaliseProgramCode(typed);
  const [program] = await db
    .select()
    .from(programCodes)
    .where(and(eq(programCodes.code, code), eq(programCodes.country, account.country)));
  const open =
    program &&
    program.startsAt.getTime() <= now.getTime() &&
    (program.endsAt === null || now.getTime() < program.endsAt.getTime());
  const offers = open ? await findOffersByPlanCodes(db, program.planCodes) : new Map();
  const offer = [...offers.values()].find((candidate: OfferWithPackage) =>
    isPlatinumVipPackage(candidate.packageId),
  );
  if (!offer) {
    throw new AppError('OFFER_NOT_FOUND', `${code} opens no VIP plan here`, {
      notFoundResourceType: 'offer',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'programCode' }],
    });
  }
  return offer;
}

/** What every outcome of a step says of its device, whatever happened to it. */
export function outcomeBaseOf(step: VipStep) {
  const radioId = step.device.radio?.radioId;
  return {
    role: step.role,
    bundleRole: step.bundleRole,
    action: step.action,
    radioIdLastFour: radioId ? radioIdLastFour(radioId) : null,
  };
}
