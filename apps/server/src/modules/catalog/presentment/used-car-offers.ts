import {
  type CareOffersResult,
  type Country,
  FIELD_ERROR_CODES,
  type Locale,
  TRIAL_PLAN_CODES,
  USED_CAR_PROGRAM_CODES,
  type UsedCarBrandingType,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { findOfferByPlanCode } from '../offer-store.ts';
import { presentedOfferOf } from './presented-offer.ts';

/**
 * The trial a used-car page presents (flows §3.3, §3.4), by its branding: USED_CAR is the
 * market's RTP trial, for a radio the used-car check passed on this care session (`checked`,
 * read from its deviceRef) and the program code the check answered; a dealer's two brandings
 * are their trial plans, for any radio (the dealer's page asks for none). Presented like any
 * offer (a Trial: the free phase, then the full price it renews at). The check not passed:
 * 404 DEVICE_NOT_FOUND, the answer for a deviceRef that is not this session's (ADR 034).
 */
export async function presentUsedCarOffer(
  db: Db,
  input: {
    branding: UsedCarBrandingType;
    country: Country;
    locale: Locale;
    programCode: string | undefined;
    checked: boolean;
    now: Date;
  },
): Promise<CareOffersResult> {
  const plans = TRIAL_PLAN_CODES[input.country];
  let planCode: string;
  if (input.branding === 'USED_CAR') {
    if (!input.checked) {
      throw new AppError('DEVICE_NOT_FOUND', 'RTP offer for a radio not checked here', {
        notFoundResourceType: 'device',
      });
    }
    const expected = USED_CAR_PROGRAM_CODES[input.country];
    if (input.programCode !== undefined && input.programCode.trim().toUpperCase() !== expected) {
      throw new AppError('INVALID_OFFER_DATA', 'not the used-car program code of this market', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'programCode' }],
      });
    }
    planCode = plans.RTP;
  } else {
    planCode = plans[input.branding];
  }
  const offer = await findOfferByPlanCode(db, planCode);
  if (!offer || !isOfferAvailable(offer, input.now)) {
    return { offers: [], leadPlanCode: null, presentmentTestCell: null };
  }
  return {
    offers: [presentedOfferOf(offer, input.locale, null)],
    leadPlanCode: offer.planCode,
    presentmentTestCell: null,
  };
}
