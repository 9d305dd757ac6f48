import type { Locale } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { campaignQuery, offerInfoQuery } from '../../catalog/index.ts';
import { checkoutKeys, type OffersAsked } from '../checkout-queries.ts';
import { selectedOfferOf } from '../flow-kit/selected-offer.ts';
import { presentedCampaignIdOf } from '../flow-kit/use-offer-presentment.ts';
import {
  ORGANIC_FLOW,
  ORGANIC_NEW_FLOW,
  type SatelliteFlow,
} from '../satellite/flow/satellite-flows.ts';
import { organicEntryLink, organicEntryQuery } from '../satellite/organic-entry-query.ts';
import { streamingOrganicEntry } from '../streaming-organic/entry-rules.ts';
import { STREAMING_ORGANIC_PATH } from '../streaming-organic/flow-steps.ts';
import { streamingEntryLink, streamingEntryQuery } from '../streaming-organic/streaming-queries.ts';

export interface LandingAddress {
  pathname: string;
  search: string;
  /** The reader's language, as the app takes it from the host and `langpref`. */
  locale: Locale;
}

/**
 * Kept for the whole render: a door's outcome is otherwise dropped as soon as nothing watches it
 * (`gcTime: 0`), and nothing watches it until the page renders.
 */
const KEPT = { gcTime: Number.POSITIVE_INFINITY } as const;

/**
 * What offer presentment shows besides the offer (`useOfferPresentment`): the campaign and the
 * plan's features, in the reader's language, read into the cache.
 */
async function readOfferPresentment(
  services: AppServices,
  asked: OffersAsked | undefined,
  selectedPlanCode: string | undefined,
  address: LandingAddress,
): Promise<boolean> {
  const client = appQueryClientOf(services);
  const offer = selectedOfferOf(client.getQueryData(checkoutKeys.offers(asked)), selectedPlanCode);
  if (!offer) return false;
  const catalog = careCallsFor(services.careRequester, catalogCalls);
  const campaignId = presentedCampaignIdOf(address.search, offer);
  await Promise.all([
    campaignId ? client.fetchQuery(campaignQuery(catalog, campaignId, address.locale)) : null,
    client.fetchQuery(offerInfoQuery(catalog, offer.planCode, address.locale)),
  ]);
  return true;
}

type DoorOutcome =
  | { kind: 'ready'; start: { offersAsked?: OffersAsked; selectedPlanCode?: string | undefined } }
  | { kind: string };

/** A landing's door (the link's program code, the offers), then what offer presentment shows. */
async function readThroughDoor<Outcome extends DoorOutcome, Key extends QueryKey>(
  services: AppServices,
  address: LandingAddress,
  door: FetchQueryOptions<Outcome, Error, Outcome, Key>,
): Promise<boolean> {
  const found = await appQueryClientOf(services).fetchQuery({ ...door, ...KEPT });
  if (found.kind !== 'ready' || !('start' in found)) return false;
  return readOfferPresentment(
    services,
    found.start.offersAsked,
    found.start.selectedPlanCode,
    address,
  );
}

/** The streaming organic landing. */
function readStreamingLanding(services: AppServices, address: LandingAddress) {
  const decision = streamingOrganicEntry(address.search, services.config.country);
  const link = streamingEntryLink(decision, address.search, address.locale);
  // A promo code is checked against the visitor's own budget (ADR 026): their browser asks.
  if (!link || link.promoCode !== undefined) return Promise.resolve(false);
  return readThroughDoor(services, address, streamingEntryQuery(services, link));
}

/** A satellite organic landing. */
function readSatelliteLanding(flow: SatelliteFlow, services: AppServices, address: LandingAddress) {
  const link = organicEntryLink(flow, address.search, address.locale);
  if (link.promoCode !== undefined) return Promise.resolve(false);
  return readThroughDoor(services, address, organicEntryQuery(services, link));
}

const LANDINGS: Record<
  string,
  (services: AppServices, address: LandingAddress) => Promise<boolean>
> = {
  [STREAMING_ORGANIC_PATH]: readStreamingLanding,
  [ORGANIC_FLOW.basePath]: (services, address) =>
    readSatelliteLanding(ORGANIC_FLOW, services, address),
  // Only when its flag is on: off, the route sends the visitor on and nothing is prerendered.
  [ORGANIC_NEW_FLOW.basePath]: (services, address) =>
    readSatelliteLanding(ORGANIC_NEW_FLOW, services, address),
};

/**
 * Reads what a checkout landing's first screen shows into the app's query cache, before it
 * renders (ADR 086): the door's outcome, the offers, the campaign and the plan's features — the
 * same queries, asked the same way, as the page asks them once it runs. The prerender calls it on
 * the server, where the care calls are answered in-process. True when all of it was read; false
 * for any other page, a link with a promo code, or a read that failed (the page then goes without
 * it, and the browser reads it as before).
 */
export async function readLandingFirstScreen(
  services: AppServices,
  address: LandingAddress,
): Promise<boolean> {
  const read = LANDINGS[address.pathname.replace(/\/+$/, '').toLowerCase()];
  if (!read) return false;
  try {
    return await read(services, address);
  } catch {
    return false;
  }
}
