import { saveHotTrendingItems } from '../../modules/catalog/index.ts';
import { campaigns } from '../schema/index.ts';
import type { CampaignSeed } from './campaign-copy.ts';
import { CA_CAMPAIGNS } from './campaigns-ca.ts';
import { CONFIRMATION_CAMPAIGNS } from './campaigns-confirmation.ts';
import { US_CAMPAIGNS } from './campaigns-us.ts';
import { VEGA_CAMPAIGN } from './campaigns-vega.ts';
import { DEMO_HOT_TRENDING } from './hot-trending.ts';
import type { SeedPart } from './seed-part.ts';

const CONTENT_UPDATED_AT = new Date('2026-01-05T10:00:00Z');

export const DEMO_CAMPAIGNS: readonly CampaignSeed[] = [
  ...US_CAMPAIGNS,
  VEGA_CAMPAIGN,
  ...CA_CAMPAIGNS,
  ...CONFIRMATION_CAMPAIGNS,
];

/**
 * Campaign content in en-US, en-CA and fr-CA (sales hero, bullets, package highlights,
 * listening options, deals, confirmation hero, legal copy), the two default confirmation
 * campaigns, and the hot-and-trending lists.
 */
export const demoCampaignContent: SeedPart = {
  name: 'campaign-content',
  async run(tx) {
    await tx
      .insert(campaigns)
      .values(DEMO_CAMPAIGNS.map((campaign) => ({ ...campaign, updatedAt: CONTENT_UPDATED_AT })));
    await saveHotTrendingItems(tx, DEMO_HOT_TRENDING);
    return (
      `${DEMO_CAMPAIGNS.length} campaigns (${DEMO_CAMPAIGNS.map((c) => c.id).join(', ')}), ` +
      `${DEMO_HOT_TRENDING.length} hot-and-trending items`
    );
  },
};
