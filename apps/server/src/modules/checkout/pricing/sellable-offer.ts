import { type Country, CURRENCY_BY_COUNTRY, FIELD_ERROR_CODES } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { type OfferWithPackage, offerAvailabilityAt } from '../../catalog/index.ts';
import type { StudentPass } from '../../student/index.ts';

export type SellableOfferCheck = {
  planCode: string;
  country: Country;
  now: Date;
  /** The request field that named the plan, for the field error. */
  fieldName: string;
  /** The caller's current student verification: the only way a student-only plan is sold. */
  studentPass?: StudentPass | undefined;
};

function notSold(check: SellableOfferCheck, reason: string): AppError {
  return new AppError('OFFER_NOT_FOUND', `${check.planCode}: ${reason}`, {
    notFoundResourceType: 'offer',
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: check.fieldName }],
  });
}

/**
 * The offer, if it can be bought here and now: it exists, belongs to this market (and is priced
 * in its currency), is billed by us (an app-store offer is bought in the store) and is within its
 * dates; a student-only plan also needs the caller's current verification (ADR 066). Refusals:
 * OFFER_NOT_FOUND (404) for the first three and an offer not yet on sale, OFFER_EXPIRED (400) for
 * one whose sale ended, STUDENT_VERIFICATION_REQUIRED (403) for a student plan without a pass.
 */
export function requireSellableOffer(
  offer: OfferWithPackage | undefined,
  check: SellableOfferCheck,
): OfferWithPackage {
  if (!offer) throw notSold(check, 'no such offer');
  if (offer.country !== check.country || offer.currency !== CURRENCY_BY_COUNTRY[check.country]) {
    throw notSold(check, `an offer of ${offer.country}, asked for in ${check.country}`);
  }
  if (offer.billingPlatform !== 'Direct') {
    throw notSold(check, `billed by ${offer.billingPlatform}`);
  }
  const availability = offerAvailabilityAt(offer, check.now);
  if (availability === 'notYetAvailable') throw notSold(check, 'not on sale yet');
  if (availability === 'ended') {
    throw new AppError('OFFER_EXPIRED', `${check.planCode}: sale ended`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: check.fieldName }],
    });
  }
  if (offer.studentOnly && !check.studentPass) {
    throw new AppError('STUDENT_VERIFICATION_REQUIRED', `${check.planCode}: students only`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'verificationId' }],
    });
  }
  return offer;
}
