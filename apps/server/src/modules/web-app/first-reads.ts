import { CARE_API_PATH, catalogCareEndpoints } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { JSON_CONTENT_TYPE } from '../../platform/http/index.ts';
import { campaignContentFor, offerInfoFor, visitorOffersFor } from '../catalog/index.ts';

/** What the catalog's reads work with (its database, its clock, the configuration). */
export type FirstReadDeps = Parameters<typeof visitorOffersFor>[0];

/** The `fetch` the prerender module's care requester is given for a landing's first screen. */
export type FirstReadsFetch = (input: string, init: RequestInit) => Promise<Response>;

const { getOffers, getOfferInfo, campaign } = catalogCareEndpoints;
const CAMPAIGN_PATH = new RegExp(`^${campaign.path.replace(':campaignId', '([^/]+)')}$`);

/**
 * The answer to one care call of a landing's first screen, from the same functions the care
 * routes call (ADR 086): the offers for the URL's codes, a campaign's content, a plan's features.
 * Undefined for any other call, and for offers asked with a promo code: a promo check spends the
 * visitor's own budget (ADR 026), so the server does not make it on their behalf.
 */
async function answerOf(
  deps: FirstReadDeps,
  hostname: string,
  method: string,
  path: string,
  search: URLSearchParams,
  body: unknown,
): Promise<unknown> {
  if (method === getOffers.method && path === getOffers.path) {
    const request = getOffers.body.parse(body);
    if (request.marketingPromoCode !== undefined) return undefined;
    return visitorOffersFor(deps, { body: request, hostname, ip: '' });
  }
  if (method === getOfferInfo.method && path === getOfferInfo.path) {
    return offerInfoFor(deps, { body: getOfferInfo.body.parse(body), hostname });
  }
  const campaignId = method === campaign.method ? CAMPAIGN_PATH.exec(path)?.[1] : undefined;
  if (campaignId !== undefined) {
    const params = campaign.params.parse({ campaignId: decodeURIComponent(campaignId) });
    const query = campaign.query.parse(Object.fromEntries(search));
    return campaignContentFor(deps, { ...params, locale: query.locale, hostname });
  }
  return undefined;
}

function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': JSON_CONTENT_TYPE },
  });
}

/**
 * A `fetch` that answers a landing's first reads in this process, for the host the page is
 * rendered for: no HTTP, no session, no cookie — the reads are the same for every visitor. A call
 * it does not answer, or one that fails, is a failed response: the prerender then renders the
 * page without its data and the browser reads it, as it did before (ADR 083).
 */
export function firstReadsFetch(deps: FirstReadDeps, hostname: string): FirstReadsFetch {
  return async (input, init) => {
    const url = new URL(input, `https://${hostname}`);
    if (!url.pathname.startsWith(`${CARE_API_PATH}/`)) return jsonAnswer(404, {});
    const path = url.pathname.slice(CARE_API_PATH.length);
    const method = (init.method ?? 'GET').toUpperCase();
    try {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer = await answerOf(deps, hostname, method, path, url.searchParams, body);
      return answer === undefined ? jsonAnswer(404, {}) : jsonAnswer(200, careOk(answer));
    } catch (error) {
      return jsonAnswer(error instanceof AppError ? error.statusCode : 400, {});
    }
  };
}
