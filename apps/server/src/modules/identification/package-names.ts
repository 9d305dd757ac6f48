import type { Locale } from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogPackages } from '../../db/schema/index.ts';

/** Package names in one language, by package id (an unknown package is named by its id). */
export async function packageNamesOf(
  db: Db,
  packageIds: readonly string[],
  locale: Locale,
): Promise<(packageId: string) => string> {
  const ids = [...new Set(packageIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(catalogPackages).where(inArray(catalogPackages.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.names[locale]]));
  return (packageId) => names.get(packageId) ?? packageId;
}
