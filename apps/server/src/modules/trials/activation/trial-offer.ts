import {
  type CareTrialOfferRequest,
  type CareTrialOfferResult,
  type Locale,
  type TrialCustomer,
  trialStateOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { VehicleSaleRow } from '../../../db/schema/index.ts';
import { currentPhaseOf, issueDeviceRef } from '../../identification/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf } from '../vehicle-state.ts';
import { namedRadioOf, vehicleOf } from './trial-radio.ts';
import { trialStandingOf } from './trial-standing.ts';
import { isoDay, trialPackageName, trialTermsOf } from './trial-terms.ts';

/** The buyer as the record of sale has them: what a link's activation form starts with. */
function prefillOf(sale: VehicleSaleRow | undefined): Partial<TrialCustomer> | null {
  if (!sale) return null;
  return {
    firstName: sale.buyerFirstName,
    lastName: sale.buyerLastName,
    ...(sale.buyerEmail ? { email: sale.buyerEmail } : {}),
    ...(sale.buyerPhone ? { phone: sale.buyerPhone } : {}),
    serviceAddress: {
      streetAddress: sale.buyerAddress.addressLine1,
      city: sale.buyerAddress.city,
      state: sale.buyerAddress.state,
      postalCode: sale.buyerAddress.zip,
    },
  };
}

/**
 * `POST /trial-activation/offer` (flows §3.1, §3.2): the trial the named radio may claim, or
 * why not. A claimable trial answers a deviceRef of this care session for the claim, and — only
 * for a link's token, which went to the buyer — the record of sale's details to prefill.
 */
export async function trialOfferFor(
  db: Db,
  body: CareTrialOfferRequest,
  context: { careSessionId: string; now: Date },
): Promise<CareTrialOfferResult> {
  const { now } = context;
  const locale: Locale = body.locale ?? 'en-US';
  const { radio, byToken } = await namedRadioOf(db, body, context.careSessionId, now);
  const record = await readVehicleRecord(db, radio);
  const standing = trialStandingOf(record, now, byToken);
  const radioIdLastFour = radio.radioId.slice(-4);
  if (standing.outcome === 'ALREADY_CLAIMED') {
    const running = runningSubscriptionOf(record, now);
    const phase = running ? currentPhaseOf(running, now) : undefined;
    return {
      outcome: 'ALREADY_CLAIMED',
      radioIdLastFour,
      vehicle: vehicleOf(radio),
      trialEndsOn: phase?.endsAt ? isoDay(phase.endsAt) : null,
      lifecycleState: standing.lifecycle,
      trialState: trialStateOf(standing.lifecycle),
    };
  }
  if (standing.outcome !== 'CLAIMABLE') return { outcome: standing.outcome };
  const { offer } = standing;
  const terms = await trialTermsOf(db, offer);
  return {
    outcome: 'CLAIMABLE',
    deviceRef: await issueDeviceRef(db, {
      radioId: radio.radioId,
      careSessionId: context.careSessionId,
      now,
    }),
    radioIdLastFour,
    vehicle: vehicleOf(radio),
    trial: {
      planCode: offer.planCode,
      packageName: trialPackageName(terms, locale),
      months: terms.months,
      program: terms.program,
      endsOn: offer.startedAt ? isoDay(terms.endsAt(now)) : null,
      claimableUntil: isoDay(offer.claimableUntil),
      oemBranding: radio.oemBranding,
    },
    prefill: byToken ? prefillOf(record.sale) : null,
    lifecycleState: standing.lifecycle,
    trialState: trialStateOf(standing.lifecycle),
  };
}
