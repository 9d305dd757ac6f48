import {
  type CareServiceLaneTwoClickRequest,
  checkRadioId,
  checkVin,
  type FieldErrorCode,
  normaliseRadioId,
  normaliseVin,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { type RadioRow, vehicleTrials } from '../../../db/schema/index.ts';
import { TRIAL_PLAN_CODES } from '../../../db/seed/trial-catalog.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { newId } from '../../../platform/ids.ts';
import { findRadio, limitLookup, lookupBudgetOf } from '../../identification/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { runningSubscriptionOf } from '../vehicle-state.ts';
import { claimTrial } from './claim-trial.ts';
import { requireDealer } from './dealers.ts';
import { radioOfVin } from './radio-of-vin.ts';
import { readDealerLink } from './sltc-token.ts';
import type { TrialActivationDeps } from './trial-activation-deps.ts';
import { newTrialHolder } from './trial-holder.ts';

export const DEALER_RADIO_LOOKUP_BUCKET = 'trial-dealer-radio';
/** How long a dealer's offer made at claim time stays open, should the claim fail after it. */
const DEALER_OFFER_DAYS = 30;

function boxRefusal(fieldName: string, code: FieldErrorCode): AppError {
  return new AppError('INVALID_PAYLOAD', `SL2C ${fieldName}: ${code}`, {
    fieldErrors: [{ errorCode: code, fieldName }],
  });
}

function radioNotFound(how: string): AppError {
  return new AppError('DEVICE_NOT_FOUND', `SL2C: no radio for this ${how}`, {
    notFoundResourceType: 'device',
  });
}

/**
 * The radio the dealer's form names: a typed radio id or VIN is checked in the box first (no
 * lookup for a malformed one), then counted against the lookup budgets like find-your-radio's;
 * a dealer link's token names its radio itself, and must be this dealer's.
 */
async function dealerRadioOf(
  deps: TrialActivationDeps,
  body: CareServiceLaneTwoClickRequest,
  clientAddress: string,
  now: Date,
): Promise<RadioRow> {
  const { db } = deps;
  if (body.sltcToken !== undefined) {
    const link = await readDealerLink(db, body.sltcToken, now);
    if (link.claims.corpId !== body.corpId) {
      throw new AppError('INVALID_TOKEN', 'trial token refused: another dealer’s link');
    }
    return link.radio;
  }
  if (body.vin !== undefined) {
    const code = checkVin(body.vin);
    if (code) throw boxRefusal('vin', code);
    const vin = normaliseVin(body.vin);
    await limitLookup(
      lookupBudgetOf(deps, now, body),
      DEALER_RADIO_LOOKUP_BUCKET,
      clientAddress,
      `vin:${vin}`,
    );
    const radio = await radioOfVin(db, vin);
    if (!radio) throw radioNotFound('VIN');
    return radio;
  }
  const typed = body.radioId ?? '';
  const code = checkRadioId(typed);
  if (code) throw boxRefusal('radioId', code);
  const radioId = normaliseRadioId(typed);
  await limitLookup(
    lookupBudgetOf(deps, now, body),
    DEALER_RADIO_LOOKUP_BUCKET,
    clientAddress,
    `radio:${radioId}`,
  );
  const radio = await findRadio(db, { kind: 'radioId', radioId });
  if (!radio) throw radioNotFound('radio id');
  return radio;
}

/**
 * The dealer's trial offer for a radio that has none and is not in service, made at claim time
 * (flows §3.3): the dealer's program in its market. A concurrent claim may have made it first:
 * the partial unique index keeps one open offer, and the claim then takes that one.
 */
async function openDealerOffer(
  db: Db,
  radio: RadioRow,
  dealer: { corpId: string; country: string },
  program: CareServiceLaneTwoClickRequest['brandingType'],
  now: Date,
): Promise<void> {
  const record = await readVehicleRecord(db, radio);
  if (record.openTrial || runningSubscriptionOf(record, now)) return;
  const market = dealer.country.toUpperCase() === 'CA' ? 'ca' : 'us';
  await db
    .insert(vehicleTrials)
    .values({
      id: newId('vehicleTrial', now),
      radioId: radio.radioId,
      program,
      planCode: TRIAL_PLAN_CODES[market][program],
      corpId: dealer.corpId,
      saleId: null,
      claimableUntil: new Date(now.getTime() + DEALER_OFFER_DAYS * 86_400_000),
      startedAt: null,
      claimedAt: null,
      claimedSubscriptionId: null,
      claimedAccountNumber: null,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * `POST /trial-activation/service-lane-two-click` (flows §3.3): the dealer (which must offer the
 * branding: else 404 PARTNER_NOT_FOUND), the radio, the dealer's offer made if the radio has
 * none, then the claim core on a new account in the dealer's market.
 */
export async function claimAtDealer(
  deps: TrialActivationDeps,
  body: CareServiceLaneTwoClickRequest,
  context: { clientAddress: string; claim: IdempotencyClaim },
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const dealer = await requireDealer(db, body.corpId, body.brandingType);
  const radio = await dealerRadioOf(deps, body, context.clientAddress, now);
  const country = dealer.country.toUpperCase() === 'CA' ? 'ca' : 'us';
  const locale = body.languagePreference;
  const holder = await newTrialHolder(deps, { ...body, fieldPrefix: '' }, { country, locale, now });
  await openDealerOffer(db, radio, dealer, body.brandingType, now);
  return claimTrial(
    deps,
    { radio, holder, locale, now },
    ({ activation }) => ({ status: 200, body: careOk(activation) }),
    context.claim.completeWithin,
  );
}
