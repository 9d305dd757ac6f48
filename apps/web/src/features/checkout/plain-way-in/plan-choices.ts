import {
  type CareOffersRequest,
  type CareOffersResult,
  type Country,
  type Locale,
  type PresentedOffer,
  STREAMING_ORGANIC_PROGRAM_CODES,
} from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { isStreamingOrganicSold, STREAMING_ORGANIC_PATH } from '../streaming-organic/flow-steps.ts';

/** One offer of the chooser and the checkout that opens with it selected. */
export interface PlanChoice {
  offer: PresentedOffer;
  /** The checkout's address, the visitor's own query (campaign tags) kept. */
  to: string;
}

export interface PlanChoices {
  streaming: PlanChoice[];
  satellite: PlanChoice[];
}

/**
 * Query keys that decide which way into a checkout the visitor takes: the chooser sets its own
 * (or none), so the ones the visitor came with are not handed on (a refused program code or a
 * `verificationid` would send the streaming checkout straight back here).
 */
/*
 * Two things the flows own are repeated here on purpose: the lead offer rule (`leadPlanCodeOf`)
 * and the satellite organic checkout's address (`ORGANIC_FLOW.basePath`). Importing their modules
 * would split each out of the flows' chunks into its own, and every lazy route that uses them
 * would list one more chunk in the entry route's preload lists (the entry must not grow). The
 * tests pin both: the chooser's links are checked against the flows' own.
 */
const SATELLITE_ORGANIC_PATH = '/subscribe/checkout/purchase/satellite/organic';

/** The offer a checkout preselects: the campaign's lead, else the first. */
function leadOf(result: CareOffersResult): string | undefined {
  return result.leadPlanCode ?? result.offers[0]?.planCode;
}

const ENTRY_KEYS = ['programcode', 'promocode', 'verificationid'];

/** The visitor's query without the entry keys, with `programcode` set when given. */
export function searchForChoice(search: string, programCode?: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (ENTRY_KEYS.includes(key.toLowerCase())) params.delete(key);
  }
  if (programCode) params.set('programcode', programCode);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The allowed program code whose checkout opens on this offer: the first of the allow-list whose
 * answer (not a stand-in for an unknown, foreign or ended code) leads with it. The streaming
 * checkout preselects its lead offer, so only such a code continues with the offer picked.
 */
export function programCodeLeadingWith(
  planCode: string,
  answers: ReadonlyArray<{ code: string; result: CareOffersResult | undefined }>,
): string | undefined {
  return answers.find(({ result }) => {
    if (!result || leadOf(result) !== planCode) return false;
    return result.offers.find((offer) => offer.planCode === planCode)?.fallbackReason == null;
  })?.code;
}

export interface ChoicesInput {
  country: Country;
  locale: Locale;
  /** The chooser's own query, handed on to the checkout picked. */
  search: string;
}

const QUIET = { skipGlobalHandler: true } as const;

/**
 * The plain way in (ADR 038): the market's public offers (`POST /offers` without a code), each
 * with the checkout that opens on it. Streaming lists the public offers an allowed program code
 * opens (asked for each code of the allow-list; one with none is not listed) and is not sold on
 * the Canadian site; satellite lists the offer its organic checkout opens with, which takes no
 * plan from the link. A failed public call fails the whole; a failed code only loses its offer.
 */
export async function choosePlans(
  services: AppServices,
  input: ChoicesInput,
): Promise<PlanChoices> {
  const calls = careCallsFor(services.careRequester, catalogCalls);
  const ask = (request: Omit<CareOffersRequest, 'locale'>) =>
    calls.getOffers({ ...request, locale: input.locale }, QUIET);
  const streamingSold = isStreamingOrganicSold(input.country);
  const [satellite, streaming, answers] = await Promise.all([
    ask({ streaming: false }),
    streamingSold ? ask({ streaming: true }) : undefined,
    streamingSold
      ? Promise.all(
          STREAMING_ORGANIC_PROGRAM_CODES.map(async (code) => ({
            code,
            result: await ask({ streaming: true, programCode: code }).catch(() => undefined),
          })),
        )
      : [],
  ]);
  const satelliteLead = satellite.offers.find((offer) => offer.planCode === leadOf(satellite));
  return {
    streaming: (streaming?.offers ?? []).flatMap((offer) => {
      const code = programCodeLeadingWith(offer.planCode, answers);
      return code
        ? [{ offer, to: `${STREAMING_ORGANIC_PATH}${searchForChoice(input.search, code)}` }]
        : [];
    }),
    satellite: satelliteLead
      ? [{ offer: satelliteLead, to: `${SATELLITE_ORGANIC_PATH}${searchForChoice(input.search)}` }]
      : [],
  };
}
