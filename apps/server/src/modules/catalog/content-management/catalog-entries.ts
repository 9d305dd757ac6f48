import {
  COUNTRIES,
  CURRENCY_BY_COUNTRY,
  defaultConfirmationCampaignId,
  LOCALES_BY_COUNTRY,
  type Locale,
} from '@orbit/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catalogPackages } from '../../../db/schema/index.ts';
import { listCampaigns } from '../content/campaign-store.ts';
import { campaignContentOf, countryOfRow } from '../content/campaign-view.ts';
import { serviceOfferOf } from '../eligibility/service-offer.ts';
import { listOffersOfMarket } from '../offer-store.ts';
import { RETENTION_CAMPAIGN_ID } from '../plans-to-move-to.ts';
import { type ContentEntry, entry, linkTo } from './content-entry.ts';

/** When catalog rows without their own date count as published: the demo catalog's opening. */
const CATALOG_PUBLISHED = new Date('2025-01-01T00:00:00Z');

/**
 * The content-management view of the catalog tables, in one locale: a Campaign entry per
 * campaign (its content, linking its offers), an Offer entry per offer (linking its package and
 * campaign), a Package entry per package and a Properties entry per market (currency, languages,
 * default confirmation and retention campaigns). The catalog is small, so it is built whole and
 * filtered after (entries-query.ts).
 */
export async function catalogEntries(db: Db, locale: Locale): Promise<ContentEntry[]> {
  const campaignRows = await listCampaigns(db);
  const offers = [
    ...(await listOffersOfMarket(db, { country: 'us' })),
    ...(await listOffersOfMarket(db, { country: 'ca' })),
  ];
  const packages = await db.select().from(catalogPackages).orderBy(asc(catalogPackages.sortOrder));
  const contentUpdatedAt = new Date(
    Math.max(CATALOG_PUBLISHED.getTime(), ...campaignRows.map((row) => row.updatedAt.getTime())),
  );

  const campaignEntries = campaignRows.map((row) => {
    const { id: _id, ...content } = campaignContentOf(row, locale);
    return entry(row.id, 'Campaign', locale, row.updatedAt, {
      campaign_id: row.id,
      country: countryOfRow(row),
      ...content,
      offers: offers
        .filter((offer) => offer.campaignId === row.id)
        .map((offer) => linkTo(offer.planCode)),
    });
  });
  const offerEntries = offers.map((offer) =>
    entry(offer.planCode, 'Offer', locale, offer.availableFrom, {
      offer_id: offer.planCode,
      ...serviceOfferOf(offer),
      country: offer.country,
      serviceType: offer.serviceType,
      campaign_id: offer.campaignId,
      newSubscribersOnly: offer.newSubscribersOnly,
      package: linkTo(offer.packageId),
      ...(offer.campaignId ? { campaign: linkTo(offer.campaignId) } : {}),
    }),
  );
  const packageEntries = packages.map((row) =>
    entry(row.id, 'Package', locale, contentUpdatedAt, {
      sms_package_id: row.id,
      name: row.names[locale],
      serviceType: row.serviceType,
      category: row.category,
      includesRadio: row.includesRadio,
      streamingAvailable: row.streamingAvailable,
      isDeviceLess: row.isDeviceLess,
      royaltyFeeApplies: row.royaltyFeeApplies,
    }),
  );
  const propertyEntries = COUNTRIES.map((country) =>
    entry(`properties_${country}`, 'Properties', locale, contentUpdatedAt, {
      country,
      currency: CURRENCY_BY_COUNTRY[country],
      locales: LOCALES_BY_COUNTRY[country],
      defaultConfirmationCampaignId: defaultConfirmationCampaignId(country),
      retentionCampaignId: RETENTION_CAMPAIGN_ID[country],
    }),
  );
  return [...campaignEntries, ...offerEntries, ...packageEntries, ...propertyEntries];
}
