/** The twelve sections of the `window.digitalData` analytics data layer. */
export const DATA_LAYER_SECTIONS = [
  'customerInfo',
  'planInfo',
  'deviceInfo',
  'pageInfo',
  'errorInfo',
  'meta',
  'account',
  'offer',
  'packageDescriptions',
  'quote',
  'upsell',
  'renewaloffers',
] as const;
export type DataLayerSection = (typeof DATA_LAYER_SECTIONS)[number];

/** Error record types. USER is front-end validation; APP and APPLICATION are client faults. */
export const ANALYTICS_ERROR_TYPES = ['SYSTEM', 'BUSINESS', 'USER', 'APPLICATION', 'APP'] as const;
export type AnalyticsErrorType = (typeof ANALYTICS_ERROR_TYPES)[number];

/** The three user categories analytics knows. */
export const AUTHENTICATION_STATUSES = [
  'Authenticated users',
  'Identified users',
  'Unidentified users',
] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];

/** How a customer was identified. */
export const AUTHENTICATION_TYPES = [
  'FLEPZ',
  'RID',
  'RID_ACCT',
  'ACCT',
  'LOGIN',
  'VIN',
  'LPL',
  'RFLZ',
] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

/** Route prefixes whose pages push their own tracking, so automatic page tracking skips them. */
export const PAGE_TRACKING_EXCLUDED_PREFIXES = [
  'checkout',
  'activate/trial',
  'subscription',
  'student/re-verify',
  'subscribe/entitlement',
  'account',
  'subscribe/multi-subscription-purchase',
  'transfer',
  'subscribe/trial/streaming',
  'subscribe/sal-2',
] as const;

/**
 * Whether automatic page tracking applies to a path. A prefix matches whole path segments
 * anywhere a flow's own segments start (`subscribe/checkout/...` is a checkout page).
 */
export function isPageTracked(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const segments = path.split('/');
  return !PAGE_TRACKING_EXCLUDED_PREFIXES.some((prefix) => {
    const prefixSegments = prefix.split('/');
    for (let start = 0; start + prefixSegments.length <= segments.length; start++) {
      if (prefixSegments.every((segment, i) => segments[start + i] === segment)) return true;
    }
    return false;
  });
}
