import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MarketSelections } from './presentment/market-selections.ts';

/** What the catalog capability works with. */
export type CatalogDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** The visitors' offer selections kept in memory, one set per app (ADR 092). */
  marketSelections: MarketSelections;
};
