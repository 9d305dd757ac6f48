import * as z from 'zod/mini';
import type { Country } from '../locale/locales.ts';

/** The confirmation pages' fallbacks when a campaign has no confirmation content (spec 000 §2). */
export const DEFAULT_CONFIRMATION_CAMPAIGN_ID = 'default_conf_campaign';
export const CA_DEFAULT_CONFIRMATION_CAMPAIGN_ID = 'CA_default_conf_campaign';

export function defaultConfirmationCampaignId(country: Country): string {
  return country === 'ca' ? CA_DEFAULT_CONFIRMATION_CAMPAIGN_ID : DEFAULT_CONFIRMATION_CAMPAIGN_ID;
}

export const LISTENING_OPTION_ICONS = [
  'car',
  'phone',
  'web',
  'smart-speaker',
  'tv',
  'home',
] as const;

const imageSchema = z.object({ url: z.string(), alt: z.string() });

/**
 * Campaign art (sales and confirmation heroes, hot-and-trending items) is drawn 16:9. Pages give
 * its `<img>` this size, so the browser keeps the art's place before it arrives and nothing below
 * moves (ADR 083); CSS scales it to the column.
 */
export const CAMPAIGN_ART_SIZE = { width: 1600, height: 900 } as const;

/**
 * A campaign's presentation content in one locale (spec 000 §2, spec 001 §2): what the offer and
 * confirmation pages show. Stored per locale; served by `GET /services/content/campaigns/{id}`
 * and, in the content-management entry shape, by the content-management lookup.
 */
export const campaignContentSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: z.enum(['sales', 'confirmation']),
  salesHero: z.nullable(
    z.object({ title: z.string(), subtitle: z.string(), image: z.nullable(imageSchema) }),
  ),
  bullets: z.array(z.string()),
  packageHighlights: z.array(
    z.object({ packageId: z.string(), title: z.string(), items: z.array(z.string()) }),
  ),
  listeningOptions: z.array(z.object({ icon: z.enum(LISTENING_OPTION_ICONS), label: z.string() })),
  deals: z.array(z.object({ code: z.string(), title: z.string(), body: z.string() })),
  confirmationHero: z.nullable(
    z.object({ title: z.string(), body: z.string(), image: z.nullable(imageSchema) }),
  ),
  /** Legal copy under the offer. */
  legal: z.nullable(z.string()),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** One hot-and-trending item; `bodyHtml` is sanitised by the server and its links open in a new tab. */
export const hotTrendingItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  bodyHtml: z.string(),
});
export type HotTrendingItem = z.infer<typeof hotTrendingItemSchema>;
export const hotTrendingListSchema = /* @__PURE__ */ z.object({
  items: z.array(hotTrendingItemSchema),
});

/**
 * The content-management lookup (spec 001 §7): `GET /content-management/v1/entries` with
 * `content_type` (Campaign, Offer, Properties, Package) or `sys.id`, `include` (depth ≤ 10),
 * `fields.campaign_id`, `fields.offer_id[in]`, `fields.sms_package_id[in]`, `locale`, `select`.
 */
export const CONTENT_TYPES = ['Campaign', 'Offer', 'Properties', 'Package'] as const;
export const CONTENT_INCLUDE_DEPTH_MAX = 10;
export const contentEntrySchema = /* @__PURE__ */ z.object({
  sys: z.object({
    id: z.string(),
    contentType: z.enum(CONTENT_TYPES),
    locale: z.string(),
    updatedAt: z.string(),
  }),
  fields: z.record(z.string(), z.unknown()),
});
export const contentEntriesSchema = /* @__PURE__ */ z.object({
  total: z.number().check(z.int()),
  items: z.array(contentEntrySchema),
  includes: z.optional(z.object({ Entry: z.array(contentEntrySchema) })),
});
export type ContentEntries = z.infer<typeof contentEntriesSchema>;
