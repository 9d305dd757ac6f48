import {
  campaignContentSchema,
  careCampaignParamsSchema,
  careContentQuerySchema,
  careErrorBodySchema,
  careSuccessSchema,
  countryFromHost,
  hotTrendingListSchema,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { campaignInMarket, confirmationContent } from './content/campaign-lookup.ts';
import { listLiveHotTrendingItems } from './content/hot-trending-store.ts';
import { hotTrendingItemOf } from './content/hot-trending-view.ts';
import { localeFor } from './market-locale.ts';

const TAGS = ['care content'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** `/services/content/...`: campaign content and the hot-and-trending list. */
export function registerCareContentRoutes(app: App, deps: CatalogDeps): void {
  app.get(
    '/services/content/campaigns/:campaignId',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A campaign's presentation content in a locale",
        description:
          'Sales hero, bullets, package highlights, listening options with labels, deals, ' +
          "confirmation hero and legal copy, in `locale` (the market's default when absent or " +
          'not spoken there). A campaign of the other market, or none: 404 NOT_FOUND.',
        params: careCampaignParamsSchema,
        querystring: careContentQuerySchema,
        response: { 200: careSuccessSchema(campaignContentSchema), ...errors(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const country = countryFromHost(request.hostname);
      return careOk(
        await withCatalogueTimeout(
          campaignInMarket(deps.db, {
            campaignId: request.params.campaignId,
            country,
            locale: localeFor(country, request.query.locale),
          }),
        ),
      );
    },
  );

  app.get(
    '/services/content/campaigns/:campaignId/confirmation',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A campaign's confirmation content, or the market's default",
        description:
          'The campaign when it has a confirmation hero; otherwise (or for an unknown campaign) ' +
          '`default_conf_campaign`, or `CA_default_conf_campaign` on the Canadian site.',
        params: careCampaignParamsSchema,
        querystring: careContentQuerySchema,
        response: { 200: careSuccessSchema(campaignContentSchema), ...errors(400, 401, 503) },
      },
    },
    async (request) => {
      const country = countryFromHost(request.hostname);
      return careOk(
        await withCatalogueTimeout(
          confirmationContent(deps.db, {
            campaignId: request.params.campaignId,
            country,
            locale: localeFor(country, request.query.locale),
          }),
        ),
      );
    },
  );

  app.get(
    '/services/content/hot-and-trending',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'The hot-and-trending list of the market',
        description:
          'Image, alt text and body HTML per item, in order. Bodies are sanitised when written ' +
          'and again here: only p, strong, em, ul, li, br and http(s) links, every link with ' +
          '`target="_blank" rel="noopener noreferrer"`.',
        querystring: careContentQuerySchema,
        response: { 200: careSuccessSchema(hotTrendingListSchema), ...errors(400, 401, 503) },
      },
    },
    async (request) => {
      const country = countryFromHost(request.hostname);
      const locale = localeFor(country, request.query.locale);
      const rows = await withCatalogueTimeout(
        listLiveHotTrendingItems(deps.db, country, deps.clock()),
      );
      return careOk({ items: rows.map((row) => hotTrendingItemOf(row, locale, country)) });
    },
  );
}
