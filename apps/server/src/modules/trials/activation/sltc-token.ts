import type { CareSltcTokenResult } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { findRadioById, type TrialTokenClaims } from '../../identification/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { vehicleLifecycleAt } from '../vehicle-state.ts';
import { requireDealer } from './dealers.ts';
import { radioOfVin } from './radio-of-vin.ts';
import { vehicleOf } from './trial-radio.ts';
import { invalidTrialToken, readTrialToken } from './trial-tokens.ts';

type DealerLink = Extract<TrialTokenClaims, { type: 'SLTC' }>;

/** The radio a dealer's link names (by radio id, else by the car's VIN); none: INVALID_TOKEN. */
export async function radioOfDealerLink(db: Db, claims: DealerLink): Promise<RadioRow> {
  const radio = claims.radioId
    ? await findRadioById(db, claims.radioId)
    : claims.vin
      ? await radioOfVin(db, claims.vin)
      : undefined;
  if (!radio) throw invalidTrialToken('the dealer link names no radio we know');
  return radio;
}

/** A dealer's link, read: its claims, the dealer (still offering the branding) and the radio. */
export async function readDealerLink(db: Db, token: string, now: Date) {
  const claims = await readTrialToken(db, token, 'SLTC', now);
  const dealer = await requireDealer(db, claims.corpId, claims.brandingType).catch(() => {
    throw invalidTrialToken(`dealer ${claims.corpId} gone or no longer ${claims.brandingType}`);
  });
  return { claims, dealer, radio: await radioOfDealerLink(db, claims) };
}

/**
 * `GET /trial/sltc-token/:token` (flows §3.3): what the dealer's link prefills. When the radio's
 * trial already runs on an account, EXISTING_CUSTOMER_VALIDATED (the page goes to confirmation).
 */
export async function sltcTokenAnswer(
  db: Db,
  token: string,
  now: Date,
): Promise<CareSltcTokenResult> {
  const { claims, radio } = await readDealerLink(db, token, now);
  const lifecycle = vehicleLifecycleAt(await readVehicleRecord(db, radio), now);
  const onAccount = lifecycle === 'TRIAL_CLAIMED' || lifecycle === 'TRIAL_WITH_FOLLOW_ON';
  return {
    prefillStatus: onAccount ? 'EXISTING_CUSTOMER_VALIDATED' : 'PREFILLED',
    corpId: claims.corpId,
    brandingType: claims.brandingType,
    vin: claims.vin ?? radio.vin,
    last4DigitsOfRadioId: radio.radioId.slice(-4),
    vehicle: vehicleOf(radio),
  };
}
