import type { Country } from '@orbit/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogOffers, catalogPackages } from '../../db/schema/index.ts';
import type {
  CatalogOfferRow,
  CatalogPackageRow,
  OfferWithPackage,
  ServiceType,
} from './catalog-rows.ts';

/** Queries of the catalog's offers; each answers offers with their package, in catalog order. */

function withPackage(row: {
  catalog_offers: CatalogOfferRow;
  catalog_packages: CatalogPackageRow;
}): OfferWithPackage {
  return { ...row.catalog_offers, package: row.catalog_packages };
}

function offersJoined(db: Db) {
  return db
    .select()
    .from(catalogOffers)
    .innerJoin(catalogPackages, eq(catalogOffers.packageId, catalogPackages.id));
}

/** The offer of a plan code (exact, as the catalog spells it), or undefined. */
export async function findOfferByPlanCode(
  db: Db,
  planCode: string,
): Promise<OfferWithPackage | undefined> {
  const [row] = await offersJoined(db).where(eq(catalogOffers.planCode, planCode.trim()));
  return row ? withPackage(row) : undefined;
}

/**
 * `findOfferByPlanCode` as a scalar sub-select another read can put beside its own (ADR 116): one
 * `JoinedOfferJson`, or null; `offerOfJson` reads it back.
 */
export function offerByPlanCodeSql(planCode: string): SQL {
  return sql`(select jsonb_build_object('offer', to_jsonb(o), 'package', to_jsonb(p))
    from catalog_offers o join catalog_packages p on p.id = o.package_id
    where o.plan_code = ${planCode.trim()}::text)`;
}

/** The offers of several plan codes, keyed by plan code; unknown codes are simply absent. */
export async function findOffersByPlanCodes(
  db: Db,
  planCodes: readonly string[],
): Promise<Map<string, OfferWithPackage>> {
  const codes = [...new Set(planCodes.map((code) => code.trim()))];
  if (codes.length === 0) return new Map();
  const rows = await offersJoined(db).where(inArray(catalogOffers.planCode, codes));
  return new Map(rows.map((row) => [row.catalog_offers.planCode, withPackage(row)]));
}

export type MarketFilter = {
  country: Country;
  serviceType?: ServiceType;
  /** Only the organic lead offers shown to visitors without a code. */
  organicOnly?: boolean;
};

/**
 * Every offer of a market (country, optionally one service type), whatever its dates. Student
 * plans are never among them: only the student pages open them, with a verification (ADR 065).
 */
export async function listOffersOfMarket(
  db: Db,
  filter: MarketFilter,
): Promise<OfferWithPackage[]> {
  const conditions = [
    eq(catalogOffers.country, filter.country),
    eq(catalogOffers.studentOnly, false),
  ];
  if (filter.serviceType) conditions.push(eq(catalogOffers.serviceType, filter.serviceType));
  if (filter.organicOnly) conditions.push(eq(catalogOffers.organic, true));
  const rows = await offersJoined(db)
    .where(and(...conditions))
    .orderBy(asc(catalogOffers.sortOrder), asc(catalogOffers.planCode));
  return rows.map(withPackage);
}

/** Every offer of a campaign, in catalog order. */
export async function listOffersOfCampaign(
  db: Db,
  campaignId: string,
): Promise<OfferWithPackage[]> {
  const rows = await offersJoined(db)
    .where(eq(catalogOffers.campaignId, campaignId))
    .orderBy(asc(catalogOffers.sortOrder), asc(catalogOffers.planCode));
  return rows.map(withPackage);
}
