import {
  type CardPartner,
  type Country,
  FIELD_ERROR_CODES,
  isStreamingOrganicProgramCode,
  isStreamingTrialProgramCode,
  isStudentProgramCode,
  normaliseProgramCode,
  type OfferFallbackReason,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { programCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OfferWithPackage, ServiceType } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { findOffersByPlanCodes, listOffersOfMarket } from '../offer-store.ts';
import { requireUsablePromoCode } from '../promo-code-refusal.ts';
import { resolvePromoCode } from '../promo-codes.ts';

/** The offers a request asks for, before eligibility, and why they stand in for another if so. */
export type Candidates = {
  offers: OfferWithPackage[];
  /** Set when the code asked for is unknown or ended: the organic offers are given instead. */
  reason: OfferFallbackReason | null;
};

export type CandidateRequest = {
  country: Country;
  serviceType: ServiceType;
  programCode?: string | undefined;
  marketingPromoCode?: string | undefined;
  redemptionType?: CardPartner | undefined;
  customerKeys?: readonly string[];
  /** The student pages: only the student codes open offers (ADR 066). */
  student?: boolean | undefined;
  now: Date;
};

async function organic(db: Db, request: CandidateRequest, reason: OfferFallbackReason | null) {
  const offers = await listOffersOfMarket(db, {
    country: request.country,
    serviceType: request.serviceType,
    organicOnly: true,
  });
  return { offers: offers.filter((offer) => isOfferAvailable(offer, request.now)), reason };
}

function inOrder(codes: readonly string[], offers: Map<string, OfferWithPackage>) {
  return codes.flatMap((code) => {
    const offer = offers.get(code);
    return offer ? [offer] : [];
  });
}

async function byPromoCode(db: Db, request: CandidateRequest, code: string): Promise<Candidates> {
  if (code.trim() === '') {
    throw new AppError('INVALID_OFFER_DATA', 'empty promo code', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'marketingPromoCode' }],
    });
  }
  const promo = requireUsablePromoCode(
    await resolvePromoCode(db, {
      code,
      serviceType: request.serviceType,
      customerKey: request.customerKeys,
      country: request.country,
      now: request.now,
    }),
  );
  return {
    offers: inOrder([promo.planCode], await findOffersByPlanCodes(db, [promo.planCode])),
    reason: null,
  };
}

async function byProgramCode(
  db: Db,
  request: CandidateRequest,
  typed: string,
): Promise<Candidates> {
  const code = normaliseProgramCode(typed);
  // Streaming: only the organic allow-list opens offers (the partner page: only its code), and
  // the streaming trial's codes (ADR 057); the student pages open the student codes and nothing
  // else (ADR 066).
  const opened = request.student
    ? isStudentProgramCode(code)
    : request.serviceType !== 'streaming' ||
      isStreamingOrganicProgramCode(code, request.redemptionType) ||
      (request.redemptionType === undefined && isStreamingTrialProgramCode(code));
  if (!opened) return organic(db, request, 'NOT_FOUND');
  const [program] = await db.select().from(programCodes).where(eq(programCodes.code, code));
  const fits =
    program &&
    program.country === request.country &&
    program.serviceType === request.serviceType &&
    (program.partner ?? undefined) === request.redemptionType;
  if (!program || !fits) return organic(db, request, 'NOT_FOUND');
  const now = request.now.getTime();
  if (now < program.startsAt.getTime() || (program.endsAt && now >= program.endsAt.getTime())) {
    return organic(db, request, 'EXPIRED');
  }
  const offers = await findOffersByPlanCodes(db, program.planCodes);
  return { offers: inOrder(program.planCodes, offers), reason: null };
}

/**
 * The offers asked for: a promo code's offer (a refused code answers its refusal), else a
 * program code's offers, else the market's organic offers on sale now. An unknown, foreign or
 * ended program code gives the organic offers, marked NOT_FOUND or EXPIRED.
 */
export async function candidateOffers(db: Db, request: CandidateRequest): Promise<Candidates> {
  if (request.marketingPromoCode !== undefined) {
    return byPromoCode(db, request, request.marketingPromoCode);
  }
  if (request.programCode !== undefined && request.programCode.trim() !== '') {
    return byProgramCode(db, request, request.programCode);
  }
  return organic(db, request, null);
}
