import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Every row inserted into `table` from now on meets a conflict, as a deadlock would end it
 * (40P01), so each run of a transaction writing one loses. Needs a database of the test's own
 * (`ownDatabase`). Answers how to end it: the race is over, and the next run goes through.
 */
export async function loseEveryRunOn(db: Db, table: 'invoices' | 'payments') {
  await db.execute(
    sql.raw(`create or replace function lose_the_race() returns trigger language plpgsql as $$
      begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger lose_the_race before insert on ${table}
      for each row execute function lose_the_race()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger lose_the_race on ${table}`));
  };
}
