import {
  type CampaignContent,
  type Country,
  defaultConfirmationCampaignId,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findCampaign } from './campaign-store.ts';
import { campaignContentOf, countryOfRow } from './campaign-view.ts';

const notFound = (id: string) =>
  new AppError('NOT_FOUND', `no campaign ${id} in this market`, {
    notFoundResourceType: 'campaign',
  });

/** A campaign of the market in a locale; another market's campaign is not found here. */
export async function campaignInMarket(
  db: Db,
  input: { campaignId: string; country: Country; locale: Locale },
): Promise<CampaignContent> {
  const row = await findCampaign(db, input.campaignId);
  if (!row || countryOfRow(row) !== input.country) throw notFound(input.campaignId);
  return campaignContentOf(row, input.locale);
}

/**
 * The confirmation content of a campaign (spec 000 §2): the campaign itself when it has a
 * confirmation hero, else the market's default confirmation campaign (`default_conf_campaign`,
 * `CA_default_conf_campaign` in Canada) — also for an unknown or foreign campaign id.
 */
export async function confirmationContent(
  db: Db,
  input: { campaignId: string; country: Country; locale: Locale },
): Promise<CampaignContent> {
  const row = await findCampaign(db, input.campaignId);
  if (row && countryOfRow(row) === input.country) {
    const content = campaignContentOf(row, input.locale);
    if (content.confirmationHero) return content;
  }
  const fallbackId = defaultConfirmationCampaignId(input.country);
  const fallback = await findCampaign(db, fallbackId);
  if (!fallback) throw notFound(fallbackId);
  return campaignContentOf(fallback, input.locale);
}
