import type { Db } from '../../db/client.ts';
import { signInRevocations } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SignInRevocation = {
  identityId: string;
  subject: 'device' | 'car' | 'browser' | 'passkey' | 'everywhere-else';
  subjectId: string | null;
  sessionsEnded: number;
  byFamilyId: string;
};

/** Audits what a customer took away from the devices and sign-ins page (ADR 078). */
export async function recordSignInRevocation(
  db: Db | Tx,
  at: Date,
  revocation: SignInRevocation,
): Promise<void> {
  await db
    .insert(signInRevocations)
    .values({ id: newId('signInRevocation', at), ...revocation, at });
}
