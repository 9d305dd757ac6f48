import type { AppConfig } from '../../../shared/config/app-config.ts';

/**
 * The customer agreement and privacy policy live on the marketing site of the market; the
 * settings name that site, not each page, so the paths are fixed here.
 */
export function legalLinksOf(config: Pick<AppConfig, 'dotComUrl'>): {
  agreementUrl: string;
  privacyUrl: string;
} {
  const base = config.dotComUrl.endsWith('/') ? config.dotComUrl : `${config.dotComUrl}/`;
  return { agreementUrl: `${base}customer-agreement`, privacyUrl: `${base}privacy-policy` };
}
