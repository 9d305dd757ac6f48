import { getQueryParam } from '../../../shared/routing/query.ts';

/** What a Platinum VIP link carries (flows §4.5): the signed token and the VIP program code. */
export type VipLink = { token: string; programCode: string };

/** The link's token and program code, whatever the case of their keys (flows §0); blank is missing. */
export function vipLinkOf(search: string): VipLink | undefined {
  const token = getQueryParam(search, 'token')?.trim();
  const programCode = getQueryParam(search, 'programcode')?.trim();
  if (!token || !programCode) return undefined;
  return { token, programCode };
}

/** The pages of `subscribe/upgrade-vip/…` (flows §4.5); anything else is the app's error page. */
export const VIP_PAGES = [
  '',
  'flepz',
  'add-second-radio',
  'add-second-radio/thanks',
  'upgrading-devices',
  'thanks',
  'error',
  'fallback',
  'update',
  'update/thanks',
] as const;
export type VipPage = (typeof VIP_PAGES)[number];

export const VIP_BASE = '/subscribe/upgrade-vip';

/** Which VIP page a path is, or undefined when it is none of them. */
export function vipPageOf(pathname: string): VipPage | undefined {
  if (!pathname.toLowerCase().startsWith(VIP_BASE)) return undefined;
  const rest = pathname.slice(VIP_BASE.length).replace(/^\/+|\/+$/g, '');
  return VIP_PAGES.find((page) => page === rest);
}

/**
 * The start and thanks pages of the order: the two-device order's, or `add-second-radio`'s
 * when the first device is already on Platinum VIP alone (its second is added to the bundle).
 */
export type VipOrderPages = { start: VipPage; thanks: VipPage };
export const PAIR_PAGES: VipOrderPages = { start: '', thanks: 'thanks' };
export const SECOND_RADIO_PAGES: VipOrderPages = {
  start: 'add-second-radio',
  thanks: 'add-second-radio/thanks',
};

export function vipPathOf(page: VipPage): string {
  return page ? `${VIP_BASE}/${page}` : VIP_BASE;
}
