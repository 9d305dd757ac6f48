import type { CalendarDate, Country, Locale } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { registrationsOfAccount } from './do-not-call-store.ts';

/** A do-not-call registration as the account area shows it (with `isDoNotCallPending`). */
export type DoNotCallRegistration = {
  id: string;
  /** Ten digits (`formatPhoneNumber` shows them as 555-123-4567). */
  phone: string;
  country: Country;
  language: Locale;
  requestedAt: Date;
  /** The date calls stop by (YYYY-MM-DD), the same deadline the registration answered. */
  honourBy: CalendarDate;
};

/**
 * The do-not-call registrations linked to an account (made while signed in), oldest first.
 * Callers check ownership first (accountAccessOf); this only reads.
 */
export async function doNotCallRegistrationsOf(
  db: Db,
  accountNumber: string,
): Promise<DoNotCallRegistration[]> {
  const rows = await registrationsOfAccount(db, accountNumber);
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    country: row.country as Country,
    language: row.language as Locale,
    requestedAt: row.requestedAt,
    honourBy: row.honourBy,
  }));
}
