import type { CampaignContent, Locale } from '@orbit/domain';

/** A campaign's content per locale, as the campaigns table stores it (id and kind are columns). */
export type CampaignCopy = Omit<CampaignContent, 'id' | 'kind'>;
export type CampaignSeed = {
  id: string;
  country: 'us' | 'ca';
  kind: 'sales' | 'confirmation';
  content: Record<Locale, CampaignCopy>;
};

export const NO_SALES = {
  salesHero: null,
  bullets: [],
  packageHighlights: [],
  deals: [],
  legal: null,
} as const satisfies Partial<CampaignCopy>;
