import type { AcademicDomains } from '@orbit/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What student verification works with: the database, the clock, the config and the school list. */
export type StudentDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  academicDomains: AcademicDomains;
};
