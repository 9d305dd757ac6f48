import type { CareDeviceLookupRequest, CareDeviceLookupResult, Country } from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceAnswerOf } from './device-answer.ts';
import { deviceQueryOf, subjectOf } from './device-query.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { limitLookup } from './lookup-throttles.ts';
import { findRadio } from './radio-store.ts';

export const DEVICE_LOOKUP_BUCKET = 'device-lookup';

/**
 * Find-your-radio (flows §1.2–1.3): checks the request (no database), counts the lookup against
 * the address and subject budgets, finds the radio, and answers what a visitor may see with a
 * `deviceRef` for this care session. Unknown radio, VIN or plate: DEVICE_NOT_FOUND, the same
 * answer whatever was typed.
 */
export async function lookUpDevice(
  deps: IdentificationDeps,
  input: {
    request: CareDeviceLookupRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareDeviceLookupResult> {
  const query = deviceQueryOf(input.request, input.country);
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, input.request),
    DEVICE_LOOKUP_BUCKET,
    input.clientAddress,
    subjectOf(query),
  );
  const radio = await findRadio(deps.db, query);
  if (!radio) {
    throw new AppError('DEVICE_NOT_FOUND', `no radio for this ${query.kind}`, {
      notFoundResourceType: 'device',
    });
  }
  return deviceAnswerOf(deps, { radio, session: input.session, now });
}
