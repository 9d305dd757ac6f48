/**
 * Where the package upgrade pages are (flows §4.4): `subscribe/checkout/upgrade/<kind>/targeted`
 * for a tier-up or a full-price (`fp`) upgrade, each with its thanks and error pages. Anything
 * else under `upgrade/` is not a page: the app's error page.
 */
export const UPGRADE_BASE_PATH = '/subscribe/checkout/upgrade';

export const UPGRADE_LINK_KINDS = ['tier-up', 'fp'] as const;
export type UpgradeLinkKind = (typeof UPGRADE_LINK_KINDS)[number];

export const UPGRADE_PROBLEM_PAGES = [
  'default-error',
  'redeemed-error',
  'expired-error',
  'already-upgraded-error',
] as const;
export type UpgradeProblemPage = (typeof UPGRADE_PROBLEM_PAGES)[number];
export type UpgradePage = 'purchase' | 'thanks' | UpgradeProblemPage;

export interface UpgradeLocation {
  kind: UpgradeLinkKind;
  page: UpgradePage;
}

const isKind = (value: string | undefined): value is UpgradeLinkKind =>
  (UPGRADE_LINK_KINDS as readonly (string | undefined)[]).includes(value);

const isProblemPage = (value: string): value is UpgradeProblemPage =>
  (UPGRADE_PROBLEM_PAGES as readonly string[]).includes(value);

/** The upgrade page a path names; null for any other path under `upgrade/`. */
export function upgradeLocationOf(pathname: string): UpgradeLocation | null {
  if (!pathname.startsWith(`${UPGRADE_BASE_PATH}/`)) return null;
  const [kind, targeted, page, ...rest] = pathname
    .slice(UPGRADE_BASE_PATH.length + 1)
    .split('/')
    .filter(Boolean);
  if (!isKind(kind) || targeted !== 'targeted' || rest.length > 0) return null;
  if (page === undefined) return { kind, page: 'purchase' };
  if (page === 'thanks') return { kind, page };
  // Only a full-price upgrade can find the subscription already upgraded.
  if (!isProblemPage(page) || (page === 'already-upgraded-error' && kind !== 'fp')) return null;
  return { kind, page };
}

/** The path of one of the upgrade pages. */
export function upgradePathOf(kind: UpgradeLinkKind, page: UpgradePage): string {
  const base = `${UPGRADE_BASE_PATH}/${kind}/targeted`;
  return page === 'purchase' ? base : `${base}/${page}`;
}

/** The link's token and program code (`token`, `programcode`; either case). */
export function upgradeLinkOf(search: string): { token: string; programCode: string } | null {
  const query = new URLSearchParams(search);
  const read = (name: string) =>
    [...query.entries()].find(([key]) => key.toLowerCase() === name)?.[1]?.trim() ?? '';
  const token = read('token');
  const programCode = read('programcode').toUpperCase();
  return token && programCode ? { token, programCode } : null;
}
