/** Package ids of the old catalogue start `3_`; the current catalogue names them `SXM_`. */
export function rewritePackageId(packageId: string): string {
  return packageId.startsWith('3_') ? `SXM_${packageId.slice(2)}` : packageId;
}

/** Platinum VIP packages (the two-radio top tier) end in one of these. */
export const PLATINUM_VIP_SUFFIXES = ['AUD_VIP', 'CAN_VIP', 'IP_VIP'] as const;
export type PlatinumVipSuffix = (typeof PLATINUM_VIP_SUFFIXES)[number];

/**
 * The Platinum VIP suffix a package id ends with, as a whole `_`-separated part
 * (`SXM_PLATINUM_AUD_VIP`), so `SHIP_VIP` does not read as `IP_VIP`.
 */
export function platinumVipSuffixOf(packageId: string): PlatinumVipSuffix | undefined {
  return PLATINUM_VIP_SUFFIXES.find(
    (suffix) => packageId === suffix || packageId.endsWith(`_${suffix}`),
  );
}

export function isPlatinumVipPackage(packageId: string): boolean {
  return platinumVipSuffixOf(packageId) !== undefined;
}
