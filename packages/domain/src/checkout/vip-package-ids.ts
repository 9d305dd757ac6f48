import { platinumVipSuffixOf, rewritePackageId } from '../catalog/packages.ts';
import type { Country, Locale } from '../locale/locales.ts';

/**
 * Package ids of Platinum VIP (spec 001 §9). An id of the old catalogue (`3_…`) is read as its
 * `SXM_` name first, so both spellings name the same package. In Canada the package's content
 * (its name, its channel list) is kept per language, and Quebec reads it in French: the id
 * the content is looked up by carries the locale as a suffix there.
 */
export type VipPackageRegion = { country: Country; state: string };

/** The VIP suffix of an id of either catalogue (`3_PLATINUM_CAN_VIP` → `CAN_VIP`). */
export function vipSuffixOfPackage(packageId: string) {
  return platinumVipSuffixOf(rewritePackageId(packageId.trim()));
}

/** The current-catalogue id of a Platinum VIP package, or undefined for any other package. */
export function vipPackageIdOf(packageId: string): string | undefined {
  const id = rewritePackageId(packageId.trim());
  return platinumVipSuffixOf(id) ? id : undefined;
}

/** The locale a region's customers read package content in (Quebec: French). */
export function vipContentLocaleOf(region: VipPackageRegion): Locale {
  if (region.country === 'us') return 'en-US';
  return region.state.trim().toUpperCase() === 'QC' ? 'fr-CA' : 'en-CA';
}

/**
 * The id a VIP package's content is found by: the current-catalogue id, with `_FR_CA` added for
 * a Quebec service address (only in Canada: a US state never takes one). Undefined for a
 * package that is not VIP.
 */
export function vipContentPackageIdOf(
  packageId: string,
  region: VipPackageRegion,
): string | undefined {
  const id = vipPackageIdOf(packageId);
  if (!id) return undefined;
  return vipContentLocaleOf(region) === 'fr-CA' ? `${id}_FR_CA` : id;
}
