import {
  type CareLicensePlateRequest,
  type CareLicensePlateResult,
  type Country,
  maskVin,
} from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceAnswerOf } from './device-answer.ts';
import { deviceQueryOf, subjectOf } from './device-query.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { limitLookup } from './lookup-throttles.ts';
import { findRadio } from './radio-store.ts';

export const PLATE_LOOKUP_BUCKET = 'license-plate';

/**
 * `POST /services/identity/device/license-plate` (flows §1.2, the legacy two-step plate
 * lookup): find-your-radio's plate rules and lookup (plate, state of the market, consent — all
 * checked before anything is counted or read), answered as find-your-radio answers plus the
 * last four of the VIN for the customer to check. A plate we do not know, or a radio without a
 * VIN: DEVICE_NOT_FOUND.
 */
export async function lookUpPlate(
  deps: IdentificationDeps,
  input: {
    request: CareLicensePlateRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareLicensePlateResult> {
  const { licensePlate, state, consent } = input.request;
  const query = deviceQueryOf({ licensePlate, state, consent }, input.country);
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, input.request),
    PLATE_LOOKUP_BUCKET,
    input.clientAddress,
    subjectOf(query),
  );
  const radio = await findRadio(deps.db, query);
  if (!radio?.vin) {
    throw new AppError('DEVICE_NOT_FOUND', 'no vehicle for this plate', {
      notFoundResourceType: 'device',
    });
  }
  const answer = await deviceAnswerOf(deps, { radio, session: input.session, now });
  return { ...answer, vinLastFour: radio.vin.slice(-4), maskedVin: maskVin(radio.vin) };
}
