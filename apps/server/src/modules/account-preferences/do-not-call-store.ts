import type { CalendarDate, Country, Locale } from '@orbit/domain';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doNotCallRegistrations } from '../../db/schema/index.ts';
import { uuidV7Hex } from '../../platform/ids.ts';

export type DoNotCallRegistrationRow = typeof doNotCallRegistrations.$inferSelect;

/**
 * Holds, until the transaction ends, the right to register one number in one market, so two
 * requests racing on the same number (a double click, two instances) make one row, not two.
 */
export async function lockNumber(db: Db, country: Country, phone: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`do-not-call:${country}:${phone}`}))`,
  );
}

/** The number's registration in this market still on its way in (honour-by not passed), if any. */
export async function pendingRegistration(
  db: Db,
  country: Country,
  phone: string,
  today: CalendarDate,
): Promise<DoNotCallRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(doNotCallRegistrations)
    .where(
      and(
        eq(doNotCallRegistrations.phone, phone),
        eq(doNotCallRegistrations.country, country),
        gte(doNotCallRegistrations.honourBy, today),
      ),
    )
    .orderBy(desc(doNotCallRegistrations.requestedAt))
    .limit(1);
  return row;
}

export async function insertRegistration(
  db: Db,
  registration: {
    phone: string;
    country: Country;
    language: Locale;
    accountNumber: string | null;
    requestedAt: Date;
    honourBy: CalendarDate;
  },
): Promise<DoNotCallRegistrationRow> {
  const [row] = await db
    .insert(doNotCallRegistrations)
    .values({ id: `dnc_${uuidV7Hex(registration.requestedAt.getTime())}`, ...registration })
    .returning();
  if (!row) throw new Error('do-not-call insert returned no row');
  return row;
}

/** Links an anonymous registration to the account of the signed-in customer who repeats it. */
export async function linkAccount(
  db: Db,
  id: string,
  accountNumber: string,
): Promise<DoNotCallRegistrationRow | undefined> {
  const [row] = await db
    .update(doNotCallRegistrations)
    .set({ accountNumber })
    .where(and(eq(doNotCallRegistrations.id, id), isNull(doNotCallRegistrations.accountNumber)))
    .returning();
  return row;
}

/** An account's registrations, oldest first. */
export async function registrationsOfAccount(
  db: Db,
  accountNumber: string,
): Promise<DoNotCallRegistrationRow[]> {
  return db
    .select()
    .from(doNotCallRegistrations)
    .where(eq(doNotCallRegistrations.accountNumber, accountNumber))
    .orderBy(asc(doNotCallRegistrations.requestedAt));
}
