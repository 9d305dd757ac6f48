import type { Locale } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { askOffers } from '../flow-kit/ask-again.ts';
import { reportHandledError } from '../flow-kit/report-handled-error.ts';
import { recordProgramCode } from '../flow-kit/start-on-first-render.ts';
import type { StreamingCheckoutState } from './checkout-store.ts';
import { trackStep } from './flow-analytics.ts';
import { PROMO_CODE_ENTRY, type StreamingErrorPage } from './flow-steps.ts';
import { leadPlanCodeOf, streamingOffersAsked } from './offers.ts';
import { promoFailurePage } from './promo-outcome.ts';

export type EntryOutcome =
  /** The flow starts from this: the link's codes, the offers asked for, the lead plan. */
  | { kind: 'ready'; start: Partial<StreamingCheckoutState> }
  | { kind: 'error'; page: StreamingErrorPage }
  /** The session timed out: its modal is open, nothing else to do. */
  | { kind: 'stopped' };

export interface EnterFlowInput {
  search: string;
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
  prefilledEmail?: string | undefined;
  /** The student checkout (ADR 066): the student pages' offers. */
  student?: boolean | undefined;
}

/**
 * The flow's data load (flows §2.1 entry rules 4 and 7): the promo code, when the link has one,
 * then the offers. The lead offer becomes the selected plan; an expired stand-in offer goes to
 * the expired-offer page, any other stand-in shows with a notice.
 */
export async function enterFlow(
  services: AppServices,
  input: EnterFlowInput,
): Promise<EntryOutcome> {
  const { careRequester, dataLayer } = services;
  const { programCode, promoCode, locale } = input;
  recordProgramCode(dataLayer, programCode);
  if (promoCode !== undefined) {
    trackStep(dataLayer, PROMO_CODE_ENTRY);
    dataLayer.update('deviceInfo', { promoCode, marketingPromoCode: promoCode });
    if (promoCode === '') return { kind: 'error', page: 'generic-error' };
    try {
      await careCallsFor(careRequester, catalogCalls).validatePromoCode(
        { marketingPromoCode: promoCode, streaming: true },
        { skipGlobalHandler: true },
      );
      dataLayer.push('promo-code-successful', { deviceInfo: { promoCode } });
    } catch (error) {
      const failure = reportHandledError(services, error, 'promo code validation');
      return failure.kind === 'sessionTimedOut'
        ? { kind: 'stopped' }
        : { kind: 'error', page: promoFailurePage(failure) };
    }
  }

  const offersAsked = streamingOffersAsked({
    programCode,
    promoCode,
    locale,
    email: input.prefilledEmail,
    student: input.student,
  });
  let offers: Awaited<ReturnType<typeof askOffers>>;
  try {
    offers = await askOffers(services, offersAsked);
  } catch (error) {
    const failure = reportHandledError(services, error, 'streaming offers');
    return failure.kind === 'sessionTimedOut'
      ? { kind: 'stopped' }
      : { kind: 'error', page: 'technical-issues' };
  }
  const lead = leadPlanCodeOf(offers);
  const leadOffer = offers.offers.find((offer) => offer.planCode === lead);
  if (!leadOffer) return { kind: 'error', page: 'generic-error' };
  if (leadOffer.fallbackReason === 'EXPIRED') return { kind: 'error', page: 'expired-offer-error' };

  return {
    kind: 'ready',
    start: {
      entrySearch: input.search,
      programCode,
      promoCode: promoCode || undefined,
      offersAsked,
      selectedPlanCode: lead,
      fallbackNotice: leadOffer.fallbackReason ?? undefined,
      prefilledEmail: input.prefilledEmail,
    },
  };
}
