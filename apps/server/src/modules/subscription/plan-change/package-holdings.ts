import type { PackageHoldings } from '@orbit/domain';
import type { CatalogPackageRow } from '../../catalog/index.ts';

/**
 * What a catalog package holds for the change rules: its tier is its catalog order, music is
 * what the royalty fee is charged on (ADR 030: the catalog keeps no channel lists).
 */
export function holdingsOf(pkg: CatalogPackageRow): PackageHoldings {
  return {
    packageId: pkg.id,
    tier: pkg.sortOrder,
    hasMusic: pkg.royaltyFeeApplies,
    streamingAvailable: pkg.streamingAvailable,
  };
}
