import type { AuthenticationType } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careSessionIdentifications } from '../../db/schema/index.ts';

/**
 * How a care session came to know its customer: the analytics authenticationType plus the
 * link-driven entries and the email lookup of flows §1.
 */
export type IdentificationMethod =
  | AuthenticationType
  | 'TOKEN_URL'
  | 'RID_ACCT_URL'
  | 'RID_LNAME_URL'
  | 'EMAIL'
  | 'TOKENIZED_ENTRY';

export type SessionIdentification = {
  accountNumber: string;
  method: IdentificationMethod;
  radioId: string | null;
  identifiedAt: Date;
  /** Set once last name, phone and zip are proven (LPZ), or by a lookup that proves them (FLEPZ). */
  verifiedAt: Date | null;
};

/**
 * Remembers that this care session found `accountNumber`. A new lookup replaces the previous
 * one; `verified` says the lookup itself proved last name, phone and zip.
 */
export async function recordIdentification(
  db: Db,
  careSessionId: string,
  found: { accountNumber: string; method: IdentificationMethod; radioId?: string | null },
  now: Date,
  verified = false,
): Promise<void> {
  const row = {
    careSessionId,
    accountNumber: found.accountNumber,
    method: found.method,
    radioId: found.radioId ?? null,
    identifiedAt: now,
    verifiedAt: verified ? now : null,
  };
  await db
    .insert(careSessionIdentifications)
    .values(row)
    .onConflictDoUpdate({ target: careSessionIdentifications.careSessionId, set: row });
}

/** Marks the session's identified account as verified (last name, phone and zip matched). */
export async function markIdentificationVerified(
  db: Db,
  careSessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(careSessionIdentifications)
    .set({ verifiedAt: now })
    .where(eq(careSessionIdentifications.careSessionId, careSessionId));
}

export async function identificationOf(
  db: Db,
  careSessionId: string,
): Promise<SessionIdentification | undefined> {
  const [row] = await db
    .select()
    .from(careSessionIdentifications)
    .where(eq(careSessionIdentifications.careSessionId, careSessionId));
  if (!row) return undefined;
  return {
    accountNumber: row.accountNumber,
    method: row.method as IdentificationMethod,
    radioId: row.radioId,
    identifiedAt: row.identifiedAt,
    verifiedAt: row.verifiedAt,
  };
}
