import type { Locale } from '@orbit/domain';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import type { SatelliteCheckoutState } from '../flow/checkout-store.ts';
import type { SatelliteErrorPage } from '../flow/satellite-flows.ts';
import { identifyByLink } from './identify-by-link.ts';
import { askRadioOffers, radioOffersFound } from './radio-offers.ts';
import { targetedLinkOf } from './targeted-link.ts';

/** Where the entry leaves the customer, with what the flow starts from whatever it found. */
export type TargetedEntryOutcome = { start: Partial<SatelliteCheckoutState> } & (
  | { kind: 'ready' }
  /** No usable token or radio id, or the link's was refused: the code form, not a dead end. */
  | { kind: 'tokenEntry'; problem: 'invalid' | 'missing' }
  | { kind: 'active' }
  | { kind: 'error'; page: SatelliteErrorPage }
  | { kind: 'stopped' }
);

export interface TargetedEntryInput {
  entryKey: string;
  search: string;
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
  /** The streaming targeted checkouts (ADR 049): SALES_STREAMING links, streaming offers. */
  streaming?: boolean;
  /** Only the offers that take the multi-radio discount (the `mrd` page). */
  mrdOnly?: boolean;
}

/**
 * The targeted checkout's entry (flows §2.3): the link's token (`identification/token`) or radio
 * id (find-your-radio) names the radio; an active paid subscription goes to its page; then the
 * radio's offers with the link's program code, the link's `plancode` preselected when offered.
 */
export async function enterTargetedFlow(
  services: AppServices,
  input: TargetedEntryInput,
): Promise<TargetedEntryOutcome> {
  const start: Partial<SatelliteCheckoutState> = {
    entryKey: input.entryKey,
    programCode: input.programCode,
    promoCode: input.promoCode || undefined,
  };
  const link = targetedLinkOf(input.search, input.streaming ? 'SALES_STREAMING' : 'SALES_AUDIO');
  if (link.kind === 'none') return { start, kind: 'tokenEntry', problem: 'missing' };
  if (link.kind === 'unusable') return { start, kind: 'tokenEntry', problem: 'invalid' };
  const identified = await identifyByLink(services, link);
  switch (identified.kind) {
    case 'refused':
      return { start, kind: 'tokenEntry', problem: 'invalid' };
    case 'failed':
      return { start, kind: 'error', page: 'technical-issues' };
    case 'stopped':
      return { start, kind: 'stopped' };
    case 'active':
      // A paid satellite plan is what a streaming link is sent to: streaming joins it (ADR 049).
      if (input.streaming) break;
      return { start: { ...start, radio: identified.radio }, kind: 'active' };
    case 'identified':
      break;
  }
  // The program code signed into the token wins over one typed into the query.
  const programCode = identified.programCode ?? input.programCode;
  // A plan picked before the checkout (pick-a-plan, flows §4.2) stays picked when the radio
  // can have it; otherwise the radio's lead offer is, as for any link.
  const pickedPlanCode = getQueryParam(input.search, 'plancode')?.trim() || undefined;
  const { radio } = identified;
  const offers = await askRadioOffers(services, radio, {
    programCode,
    promoCode: input.promoCode || undefined,
    locale: input.locale,
    streaming: input.streaming ?? false,
    mrdOnly: input.mrdOnly ?? false,
  });
  const withOffers = {
    ...start,
    programCode,
    ...radioOffersFound(
      { selectedPlanCode: pickedPlanCode, radio: undefined, customer: undefined },
      radio,
      offers,
    ),
  };
  switch (offers.kind) {
    case 'ready':
      return { start: withOffers, kind: 'ready' };
    case 'active':
      return { start: withOffers, kind: 'active' };
    case 'noOffers':
      return { start: withOffers, kind: 'error', page: 'offer-unavailable' };
    // The radio's offers were asked for too often: the code form, whose Continue shows the check.
    case 'humanCheck':
      return { start: withOffers, kind: 'tokenEntry', problem: 'missing' };
    case 'failed':
      return { start: withOffers, kind: 'error', page: 'technical-issues' };
    case 'stopped':
      return { start: withOffers, kind: 'stopped' };
  }
}
