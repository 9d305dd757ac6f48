import type { CareOffersResult, Locale } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import type { OffersAsked } from '../../checkout-queries.ts';
import { askOffers } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { recordProgramCode } from '../../flow-kit/start-on-first-render.ts';
import { leadPlanCodeOf } from '../../streaming-organic/offers.ts';
import { promoFailurePage } from '../../streaming-organic/promo-outcome.ts';
import type { SatelliteCheckoutState } from '../flow/checkout-store.ts';
import type { SatelliteErrorPage, SatelliteFlow } from '../flow/satellite-flows.ts';

export type EntryOutcome =
  /** The flow starts from this: the link's codes, the offers asked for, the lead plan. */
  | { kind: 'ready'; start: Partial<SatelliteCheckoutState> }
  | { kind: 'error'; page: SatelliteErrorPage }
  /** The session timed out: its modal is open, nothing else to do. */
  | { kind: 'stopped' };

export interface OrganicEntryInput {
  flow: SatelliteFlow;
  /** The flow and query entered with: the store starts over when it changes. */
  entryKey: string;
  programCode: string | undefined;
  /** Present (even empty) when the link has a `promocode`. */
  promoCode: string | undefined;
  locale: Locale;
}

const QUIET = { skipGlobalHandler: true } as const;

type PromoVerdict =
  | { kind: 'none' }
  | { kind: 'valid'; code: string }
  | { kind: 'refused'; code: string }
  | { kind: 'page'; page: SatelliteErrorPage }
  | { kind: 'stopped' };

/**
 * The link's promo code (flows §2.2 step 1): empty or invalid (PROMO_CODE_INVALID) → the offers
 * without it and a message saying so; already redeemed and expired → their pages; a call that
 * got no answer → technical issues.
 */
async function checkPromoCode(
  services: AppServices,
  promoCode: string | undefined,
): Promise<PromoVerdict> {
  if (promoCode === undefined) return { kind: 'none' };
  services.dataLayer.update('deviceInfo', { promoCode, marketingPromoCode: promoCode });
  if (promoCode.trim() === '') return { kind: 'refused', code: '' };
  try {
    await careCallsFor(services.careRequester, catalogCalls).validatePromoCode(
      { marketingPromoCode: promoCode, streaming: false },
      QUIET,
    );
    services.dataLayer.push('promo-code-successful', { deviceInfo: { promoCode } });
    return { kind: 'valid', code: promoCode };
  } catch (error) {
    const failure = reportHandledError(services, error, 'promo code validation');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    const page = promoFailurePage(failure);
    if (page === 'generic-error') {
      services.dataLayer.push('promo-code-failed', { deviceInfo: { promoCode } });
      return { kind: 'refused', code: promoCode };
    }
    return { kind: 'page', page: page as SatelliteErrorPage };
  }
}

/**
 * The organic and Vega checkouts' data load: the promo code, then `POST /offers
 * {streaming: false, programCode?, marketingPromoCode?}`. The lead offer becomes the selected
 * plan. No offer at all (or Vega's program code unknown to the catalog) → offer unavailable; an
 * ended offer → the expired-offer page.
 */
export async function enterOrganicFlow(
  services: AppServices,
  input: OrganicEntryInput,
): Promise<EntryOutcome> {
  const { flow, programCode, locale } = input;
  recordProgramCode(services.dataLayer, programCode);
  const promo = await checkPromoCode(services, input.promoCode);
  if (promo.kind === 'stopped') return { kind: 'stopped' };
  if (promo.kind === 'page') return { kind: 'error', page: promo.page };

  const offersAsked: OffersAsked = {
    call: 'offers',
    request: {
      streaming: false,
      locale,
      ...(programCode ? { programCode } : {}),
      ...(promo.kind === 'valid' ? { marketingPromoCode: promo.code } : {}),
    },
  };
  let offers: CareOffersResult;
  try {
    offers = await askOffers(services, offersAsked);
  } catch (error) {
    const failure = reportHandledError(services, error, 'satellite offers');
    return failure.kind === 'sessionTimedOut'
      ? { kind: 'stopped' }
      : { kind: 'error', page: 'technical-issues' };
  }
  const lead = leadPlanCodeOf(offers);
  const leadOffer = offers.offers.find((offer) => offer.planCode === lead);
  if (!leadOffer) return { kind: 'error', page: 'offer-unavailable' };
  if (leadOffer.fallbackReason === 'EXPIRED') return { kind: 'error', page: 'expired-offer-error' };
  // Vega sells one program; the organic offers standing in for it are not what the link promised.
  if (flow.programCode && leadOffer.fallbackReason === 'NOT_FOUND') {
    return { kind: 'error', page: 'offer-unavailable' };
  }
  return {
    kind: 'ready',
    start: {
      entryKey: input.entryKey,
      programCode,
      promoCode: promo.kind === 'valid' ? promo.code : undefined,
      promoRefused: promo.kind === 'refused' ? promo.code : undefined,
      offersAsked,
      selectedPlanCode: lead,
    },
  };
}
