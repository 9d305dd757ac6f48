import type { OfferFallbackReason } from '@orbit/domain';
import type { OfferWithPackage } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';

/** Where a fallback is found: the catalog, or the offers a selection already read (candidate-offers.ts). */
export type FindOffer = (planCode: string) => Promise<OfferWithPackage | undefined>;

export type Standing = {
  /** The customer had this offer's service before: offers for new subscribers are not theirs. */
  hadService: boolean;
  /** The caller asked for the fallback offers (the card or email failed the trial check). */
  wantsFallback: boolean;
  now: Date;
};

export type Resolved = { offer: OfferWithPackage; fallbackReason: OfferFallbackReason | null };

/** Fallbacks lead to ever plainer offers; a longer chain is a catalog mistake, not a loop to follow. */
const MAX_HOPS = 4;

/** The most fallbacks one offer's chain is followed through (one per hop). */
export const FALLBACK_HOPS = MAX_HOPS + 1;

/**
 * Why this offer cannot be given as it is, or null when it can. Asking for the fallback swaps
 * the offer asked for once, whatever it is; offers for new subscribers are swapped at any step.
 */
function reasonToReplace(
  offer: OfferWithPackage,
  standing: Standing,
  hop: number,
): OfferFallbackReason | null {
  if (!isOfferAvailable(offer, standing.now)) return 'EXPIRED';
  if (standing.wantsFallback && hop === 0 && offer.fallbackPlanCode) return 'INELIGIBLE';
  if (offer.newSubscribersOnly && (standing.hadService || standing.wantsFallback)) {
    return 'INELIGIBLE';
  }
  return null;
}

/**
 * The offer a customer may actually have in place of `offer`: the offer itself, or its fallback
 * (and the fallback's, as needed) with the first reason a swap was made — EXPIRED when its sale
 * ended, INELIGIBLE when it is for new subscribers and the customer had the service, or when
 * the caller asked for the fallback (`retrieveFallbackOffer`). Undefined when nothing suitable is left (no fallback, or one ended too).
 */
export async function resolveForCustomer(
  findOffer: FindOffer,
  offer: OfferWithPackage,
  standing: Standing,
  initialReason: OfferFallbackReason | null = null,
): Promise<Resolved | undefined> {
  let current = offer;
  let firstReason = initialReason;
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    const reason = reasonToReplace(current, standing, hop);
    if (!reason) return { offer: current, fallbackReason: firstReason };
    firstReason ??= reason;
    if (!current.fallbackPlanCode) return undefined;
    const fallback = await findOffer(current.fallbackPlanCode);
    if (!fallback || fallback.country !== current.country) return undefined;
    current = fallback;
  }
  return undefined;
}
