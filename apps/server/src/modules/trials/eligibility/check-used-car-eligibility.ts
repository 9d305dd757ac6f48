import {
  type CareRflzRequest,
  type CareUsedCarEligibilityResult,
  type Country,
  checkRflz,
  classifyRadioIdOrVin,
  FIELD_ERROR_CODES,
  radioIdLastFour,
  USED_CAR_PROGRAM_CODES,
  type UsedCarFacts,
  usedCarEligibilityOf,
} from '@orbit/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type RadioRow, vehicleSales } from '../../../db/schema/index.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { AppError, type FieldError } from '../../../platform/errors/app-error.ts';
import {
  findRadio,
  findRadioById,
  issueDeviceRef,
  limitLookup,
  lookupBudgetOf,
} from '../../identification/index.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { usedCarFactsOf } from './used-car-facts.ts';

export const USED_CAR_CHECK_BUCKET = 'used-car-eligibility';

type DeviceIdentifier = { kind: 'vin'; vin: string } | { kind: 'radioId'; radioId: string };

/**
 * The box first (ADR 034): a malformed radio id or VIN, or a VIN whose check digit fails, is 3494
 * with a field error on `radioIdOrVin`, before any lookup is counted; other fields the form's rules
 * refuse are 400 INVALID_PAYLOAD with their field errors, like the RFLZ lookup.
 */
function identifierOf(request: CareRflzRequest, country: Country): DeviceIdentifier {
  const errors = checkRflz(request, country);
  const identifier = classifyRadioIdOrVin(request.radioIdOrVin);
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([fieldName, errorCode]) =>
    errorCode ? [{ errorCode, fieldName }] : [],
  );
  if (errors.radioIdOrVin || !identifier || identifier.kind === 'phone') {
    if (!errors.radioIdOrVin) {
      fieldErrors.push({ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'radioIdOrVin' });
    }
    throw new AppError('3494', 'used-car check: radio id or VIN refused by its box', {
      fieldErrors,
    });
  }
  if (fieldErrors.length > 0) {
    throw new AppError('INVALID_PAYLOAD', 'used-car check fields refused', { fieldErrors });
  }
  return identifier;
}

/**
 * The radio the box names: by id, or by VIN — a radio that carries it, else the radio of the
 * VIN's latest record of sale. A VIN whose record of sale has no radio is told apart (103).
 */
async function radioNamedBy(
  db: Db,
  identifier: DeviceIdentifier,
): Promise<{ radio: RadioRow } | { radio: undefined; vinWithoutRadio: boolean }> {
  if (identifier.kind === 'radioId') {
    const radio = await findRadioById(db, identifier.radioId);
    return radio ? { radio } : { radio: undefined, vinWithoutRadio: false };
  }
  const carried = await findRadio(db, { kind: 'vin', vin: identifier.vin });
  if (carried) return { radio: carried };
  const [sale] = await db
    .select({ radioId: vehicleSales.radioId })
    .from(vehicleSales)
    .where(eq(vehicleSales.vin, identifier.vin))
    .orderBy(desc(vehicleSales.soldAt))
    .limit(1);
  const sold = sale?.radioId ? await findRadioById(db, sale.radioId) : undefined;
  if (sold) return { radio: sold };
  return { radio: undefined, vinWithoutRadio: sale !== undefined && sale.radioId === null };
}

/**
 * `POST /trial/used-car-eligibility-check` (flows §1.4, RFLZ): the box, then the lookup budget
 * (like the RFLZ lookup's: per address 429, per radio or VIN a human check, 428), then the
 * vehicle record, then the rule. A refusal is the care error whose `errorCode` is the rule's code;
 * SUCCESS gives a deviceRef bound to this care session and marked as checked, which alone opens
 * the RTP offer and its purchase (ADR 034).
 */
export async function checkUsedCarEligibility(
  deps: TrialDeps,
  input: {
    request: CareRflzRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareUsedCarEligibilityResult> {
  const { request, country } = input;
  const identifier = identifierOf(request, country);
  const now = deps.clock();
  const subject =
    identifier.kind === 'vin' ? `vin:${identifier.vin}` : `radio:${identifier.radioId}`;
  await limitLookup(
    lookupBudgetOf(deps, now, request),
    USED_CAR_CHECK_BUCKET,
    input.clientAddress,
    subject,
  );
  const named = await radioNamedBy(deps.db, identifier);
  const facts: UsedCarFacts = named.radio
    ? await usedCarFactsOf(deps.db, await readVehicleRecord(deps.db, named.radio), request, {
        country,
        now,
      })
    : { found: false, vinWithoutRadio: named.vinWithoutRadio };
  const answer = usedCarEligibilityOf(facts);
  if (!answer.eligible) {
    throw new AppError(answer.code, `used-car check by ${identifier.kind}: ${answer.code}`);
  }
  const { radio } = named;
  if (!radio) throw new AppError('106', 'used-car check: eligible without a radio');
  return {
    status: 'SUCCESS',
    deviceRef: await issueDeviceRef(deps.db, {
      radioId: radio.radioId,
      careSessionId: input.session.id,
      now,
      usedCarChecked: true,
    }),
    last4DigitsOfRadioId: radioIdLastFour(radio.radioId),
    usedCarBrandingType: 'USED_CAR',
    programCode: USED_CAR_PROGRAM_CODES[country],
    offerTypeForProgramCode: 'RTP_OFFER',
    vehicle:
      radio.make && radio.model ? { year: radio.year, make: radio.make, model: radio.model } : null,
  };
}
