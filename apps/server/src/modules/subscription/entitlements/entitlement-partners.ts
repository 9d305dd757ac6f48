import type { AppConfig } from '../../../config.ts';
import type { EntitlementPartnerSetting } from '../../../platform/env/oauth-settings.ts';

/** The sandbox partners' secret is no secret: they exist in development and tests only. */
export const SANDBOX_PARTNER_SECRET = 'sandbox-entitlement-partner-secret-for-development';

/** The sandbox resellers the demo data seeds (docs/demo-data.md): Roku in the US, Google Play in Canada. */
export const SANDBOX_RESELLERS = { us: 'ROKU_SANDBOX', ca: 'GOOGLE_PLAY_CA_SANDBOX' } as const;

export const SANDBOX_PARTNER_PATH = '/dev/partners/entitlements';

/**
 * The partners whose notices we accept and whose state we read: `ENTITLEMENT_PARTNERS`, else —
 * outside production — the sandbox partners, whose state is the server's own sandbox route.
 */
export function entitlementPartnersOf(config: AppConfig): EntitlementPartnerSetting[] {
  const set = config.accountLinking.entitlementPartners;
  if (set) return set;
  if (config.mode === 'production') return [];
  return Object.values(SANDBOX_RESELLERS).map((resellerCode) => ({
    resellerCode,
    secret: SANDBOX_PARTNER_SECRET,
    stateUrl: `${config.publicUrl}${SANDBOX_PARTNER_PATH}/${resellerCode}`,
  }));
}

export function partnerSettingOf(
  config: AppConfig,
  resellerCode: string,
): EntitlementPartnerSetting | undefined {
  return entitlementPartnersOf(config).find((partner) => partner.resellerCode === resellerCode);
}
