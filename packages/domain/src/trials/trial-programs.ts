/**
 * How a radio came by its trial (spec 000 §3 reseller, flows §3): a car maker's new-vehicle trial
 * (OEM), a used car checked by RFLZ (RTP), a dealer's service lane or used-car lot (SL2C), or the
 * ad-supported tier's one-click link (AST).
 */
export const TRIAL_PROGRAMS = ['OEM', 'RTP', 'SLTC_SERVICE_LANE', 'SLTC_USED_CAR', 'AST'] as const;
export type TrialProgram = (typeof TRIAL_PROGRAMS)[number];

/** The programs of a used car: a trial of one of these running without follow-on is code 111. */
export const USED_CAR_TRIAL_PROGRAMS = [
  'RTP',
  'SLTC_USED_CAR',
] as const satisfies readonly TrialProgram[];

export function isUsedCarTrialProgram(program: string): boolean {
  return (USED_CAR_TRIAL_PROGRAMS as readonly string[]).includes(program);
}

/**
 * The branding a used-car page wears (flows §1.4 `usedCarBrandingType`, §3.3 route data
 * `brandingType`): Orbit's own used-car offer after RFLZ, or a dealer's service lane or lot.
 */
export const USED_CAR_BRANDING_TYPES = ['USED_CAR', 'SLTC_SERVICE_LANE', 'SLTC_USED_CAR'] as const;
export type UsedCarBrandingType = (typeof USED_CAR_BRANDING_TYPES)[number];

/** A dealer's two SL2C brandings (route data of `service-lane` and `used-vehicle`). */
export const DEALER_BRANDING_TYPES = ['SLTC_SERVICE_LANE', 'SLTC_USED_CAR'] as const;
export type DealerBrandingType = (typeof DEALER_BRANDING_TYPES)[number];

/**
 * The offer type a used-car program code opens (flows §3.4): only RTP offers are sold by the RTP
 * flow; PROMO_MCP and the RTC extensions belong to flows of their own, and the page says the
 * offer type is not one it sells.
 */
export const USED_CAR_OFFER_TYPES = [
  'RTP_OFFER',
  'PROMO_MCP',
  'TRIAL_EXT',
  'TRIAL_EXT_RTC',
] as const;
export type UsedCarOfferType = (typeof USED_CAR_OFFER_TYPES)[number];

/** A dealer's corporate id (`corpid`): digits only (flows §3.3: a non-numeric one is /error). */
export const CORP_ID_PATTERN = /^\d{1,12}$/;
