import { type VipDeviceOutcome, vipSecondDeviceRefusalOf } from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { AppError, isAppError } from '../../../platform/errors/app-error.ts';
import { newCommerceId } from '../../billing/index.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import { findSubscription } from '../../identification/index.ts';
import { phasesOfOffers } from '../orders/order-offers.ts';
import { writeSubscription } from '../orders/write-subscription.ts';
import { recordVipBundle } from './vip-bundles.ts';
import { outcomeBaseOf, type VipChoice, type VipStep } from './vip-choice.ts';
import { type VipAccountDevice, vipDevicesOfAccount } from './vip-devices-of-account.ts';
import type { PrimaryOutcome } from './vip-primary.ts';

/**
 * The secondary device, once the primary stands (ADR 044): read again, checked again, then in
 * ONE transaction of its own its plan becomes the bundle's companion — the VIP plan's phases at
 * no charge, from today (a closed radio: a new subscription) or from the end of its trial or
 * paid period — and the pvip bundle is recorded. Nothing is charged for it, so a failure here
 * takes nothing from the customer: it answers as this device's outcome (`failed`, with its
 * error), and the primary's result stands. A retry with a new transaction id finds the primary
 * already VIP and tries the secondary again.
 */
export async function joinSecondary(
  deps: { db: Db; log: FastifyBaseLogger },
  input: { choice: VipChoice; step: VipStep; primary: PrimaryOutcome; now: Date },
): Promise<VipDeviceOutcome & { subscriptionId: string | null }> {
  const { choice, step, primary } = input;
  const base = { ...outcomeBaseOf(step), orderId: null, charged: null };
  try {
    const subscriptionId = await writeSecondary(deps.db, input);
    return { ...base, outcome: 'upgraded', subscriptionId, error: null };
  } catch (error) {
    const refusal = isAppError(error)
      ? error
      : new AppError('SYSTEM', 'secondary device not joined', { cause: error });
    deps.log.warn(
      { err: error, accountNumber: choice.account.accountNumber, primary: primary.subscriptionId },
      'VIP secondary device failed; the primary stands',
    );
    return {
      ...base,
      outcome: 'failed',
      subscriptionId: null,
      error: {
        errorCode: refusal.code,
        fieldErrors: refusal.fieldErrors.map((field) => ({
          errorCode: field.errorCode,
          fieldName: field.fieldName ?? 'secondDevice',
        })),
      },
    };
  }
}

async function writeSecondary(
  db: Db,
  input: { choice: VipChoice; step: VipStep; primary: PrimaryOutcome; now: Date },
): Promise<string> {
  const { choice, step, primary, now } = input;
  const { account, offer } = choice;
  // Read again after the primary's order: what was checked before the charge may have moved.
  const devices = await vipDevicesOfAccount(db, account, { now, student: false });
  const primaryNow = devices.find((d) => d.subscription?.id === primary.subscriptionId);
  const device = devices.find((d) =>
    step.device.radio
      ? d.radio?.radioId === step.device.radio.radioId
      : d.subscription?.id === step.device.subscription?.id,
  );
  if (!primaryNow || !device) {
    throw new AppError('DEVICE_NOT_FOUND', 'a VIP device left the account', {
      notFoundResourceType: 'device',
    });
  }
  const refusal = vipSecondDeviceRefusalOf(primaryNow.facts, device.facts);
  if (refusal) {
    throw new AppError('INELIGIBLE_FOR_OFFER', 'secondary device no longer eligible', {
      fieldErrors: [{ errorCode: refusal, fieldName: 'secondDevice' }],
    });
  }
  const primaryRow = await findSubscription(db, primary.subscriptionId);
  const billingProfileId = primaryRow?.billingProfileId;
  if (!billingProfileId) throw new Error('the VIP primary has no billing profile');
  const running = device.subscription;
  const subscriptionId = running ? running.id : newCommerceId('subscription', now);
  await db.transaction(async (tx) => {
    if (step.action !== 'alreadyVip' || !running) {
      await writeCompanionPlan(tx, {
        device,
        subscriptionId,
        offer,
        accountNumber: account.accountNumber,
        billingProfileId,
        now,
      });
    }
    await recordVipBundle(tx, {
      accountNumber: account.accountNumber,
      primarySubscriptionId: primary.subscriptionId,
      secondarySubscriptionId: subscriptionId,
      now,
    });
  });
  return subscriptionId;
}

/**
 * The bundle's companion plan on a secondary device: the VIP plan's phases at no charge (the
 * primary carries the price), from today on a closed radio (a new subscription), else from the
 * end of its trial or paid period.
 */
export async function writeCompanionPlan(
  tx: Db,
  input: {
    device: VipAccountDevice;
    subscriptionId: string;
    offer: OfferWithPackage;
    accountNumber: string;
    billingProfileId: string;
    now: Date;
  },
): Promise<void> {
  const { device, offer, subscriptionId, now } = input;
  const running = device.subscription;
  const from = running ? (device.serviceEnd ?? now) : now;
  const phases = phasesOfOffers({ offer, followOn: undefined }, from).map((phase) => ({
    ...phase,
    priceMinor: 0,
  }));
  const radioId = device.radio?.radioId ?? null;
  const common = { subscriptionId, planCode: offer.planCode, packageId: offer.packageId, radioId };
  await writeSubscription(
    tx,
    running
      ? { kind: 'followOn', ...common, from, phases }
      : { kind: 'new', ...common, serviceType: 'satellite', phases },
    {
      accountNumber: input.accountNumber,
      billingProfileId: input.billingProfileId,
      streamingIdentityId: running?.streamingIdentityId ?? null,
      now,
    },
  );
}
