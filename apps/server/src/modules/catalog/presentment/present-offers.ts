import {
  type CareOffersResult,
  type Locale,
  offersForPresentment,
  type PresentedOffer,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { WrittenCareAnswer } from '../../../platform/http/index.ts';
import { answersKeptUntilNextMoment } from '../../../platform/kept-answers/index.ts';
import {
  asksForProgram,
  type CandidateRequest,
  candidateOffers,
  marketSelectionRowsOf,
  type OfferSelection,
  selectionOf,
} from './candidate-offers.ts';
import { resolveForCustomer } from './fallback-chain.ts';
import type { MarketSelections, SelectionRows } from './market-selections.ts';
import { nextMomentOfOffers } from './offers-moment.ts';
import { presentedOfferOf } from './presented-offer.ts';

export type PresentOffersInput = CandidateRequest & {
  locale: Locale;
  retrieveFallbackOffer: boolean;
  /** The customer had this service before (offers/customer); false for a visitor. */
  hadService: boolean;
};

/**
 * The offers to present from a selection already read (flows §2.1 step 7, §2.2, §2.3): the
 * candidates, each replaced by its fallback when it cannot be had as it is (fallback-chain.ts),
 * of this market and service and billed by us, without duplicates, then Monthly only when
 * several remain (spec 001 §5). The lead offer is the first.
 */
export async function presentSelection(
  selection: OfferSelection,
  input: PresentOffersInput,
): Promise<CareOffersResult> {
  const standing = {
    hadService: input.hadService,
    wantsFallback: input.retrieveFallbackOffer,
    now: input.now,
  };
  const presented: PresentedOffer[] = [];
  for (const candidate of selection.offers) {
    const resolved = await resolveForCustomer(
      selection.findFallback,
      candidate,
      standing,
      selection.reason,
    );
    if (!resolved) continue;
    const { offer } = resolved;
    const sellable =
      offer.country === input.country &&
      offer.serviceType === input.serviceType &&
      offer.billingPlatform === 'Direct';
    if (!sellable || presented.some((shown) => shown.planCode === offer.planCode)) continue;
    presented.push(presentedOfferOf(offer, input.locale, resolved.fallbackReason));
  }
  const offers = offersForPresentment(presented);
  return { offers, leadPlanCode: offers[0]?.planCode ?? null, presentmentTestCell: null };
}

/**
 * The offers to present to a visitor or a known customer: the candidates read in one statement,
 * or, given the market's kept selections, from memory when the request can be answered from them.
 */
export async function presentOffers(
  db: Db,
  input: PresentOffersInput,
  kept?: MarketSelections,
): Promise<CareOffersResult> {
  return presentSelection(await candidateOffers(db, input, kept), input);
}

/**
 * Everything a visitor's offers depend on besides the selection's rows and the moment: the rows
 * are read for the market and the code the page may open, the rest is here (only whether a code
 * is named: a code that opens nothing gives the same offers however it is spelled).
 */
function visitorAskedAs(input: PresentOffersInput): string {
  return JSON.stringify([
    input.country,
    input.serviceType,
    asksForProgram(input),
    input.redemptionType ?? null,
    input.student ?? false,
    input.locale,
    input.retrieveFallbackOffer,
    input.hadService,
  ]);
}

/**
 * The visitors' offers answers written from each kept market selection (ADR 108), by what else
 * they depend on (`visitorAskedAs`). Held by the selection's rows, the answers go when the rows
 * are read again or dropped (market-selections.ts), so a change to the catalog is answered as
 * soon as it is today; each holds until its next moment (`nextMomentOfOffers`), so no offer is
 * shown past its sale's end.
 */
const keptVisitorOffers = answersKeptUntilNextMoment<
  SelectionRows,
  string,
  WrittenCareAnswer<CareOffersResult>
>();

/**
 * A visitor's offers (no promo code) as their written answer: kept with the market's selection
 * until its next moment (ADR 108), so a repeat neither presents nor serializes them again.
 */
export async function writtenVisitorOffers(
  db: Db,
  input: PresentOffersInput,
  kept: MarketSelections,
  write: (offers: CareOffersResult) => WrittenCareAnswer<CareOffersResult>,
): Promise<WrittenCareAnswer<CareOffersResult>> {
  const rows = await marketSelectionRowsOf(db, input, kept);
  return keptVisitorOffers.of(
    rows,
    visitorAskedAs(input),
    input.now,
    async () => write(await presentSelection(selectionOf(rows, input), input)),
    () => nextMomentOfOffers(rows, input.now),
  );
}
