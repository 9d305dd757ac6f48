import { rowOfJson } from '../../db/json-rows.ts';
import { catalogOffers, catalogPackages } from '../../db/schema/index.ts';
import type { OfferWithPackage } from './catalog-rows.ts';

/** An offer joined to its package inside one statement: `jsonb_build_object('offer', …, 'package', …)`. */
export type JoinedOfferJson = { offer: Record<string, unknown>; package: Record<string, unknown> };

/** The offers a `jsonb_agg` of joined offers gives (none when the sub-select found nothing). */
export function offersOfJson(json: readonly JoinedOfferJson[] | null): OfferWithPackage[] {
  return (json ?? []).map((joined) => ({
    ...rowOfJson(catalogOffers, joined.offer),
    package: rowOfJson(catalogPackages, joined.package),
  }));
}

/** The offer one joined sub-select gives (`offerByPlanCodeSql`), or undefined when it found none. */
export function offerOfJson(
  json: JoinedOfferJson | null | undefined,
): OfferWithPackage | undefined {
  return json ? offersOfJson([json])[0] : undefined;
}
