import type { Db } from '../../../db/client.ts';
import { accountLinkEvents } from '../../../db/schema/index.ts';
import { newId } from '../../../platform/ids.ts';

/**
 * Why a link ended: the partner asked (RFC 7009), a code or refresh token came back twice, or the
 * customer revoked it on the devices and sign-ins page (ADR 078).
 */
export type RevocationReason = 'revocation-endpoint' | 'reused-credential' | 'customer' | 'other';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The scopes a stored grant gave, across its resources. */
function scopesOfGrant(grant: Record<string, unknown>): string[] {
  const resources = (grant.resources ?? {}) as Record<string, string>;
  return [...new Set(Object.values(resources).flatMap((scope) => scope.split(' ')))].filter(
    Boolean,
  );
}

/** The customer's consent: who, to which partner, which scopes, when. */
export async function recordConsent(
  db: Db | Tx,
  at: Date,
  consent: { identityId: string; clientId: string; grantId: string; scopes: string[] },
): Promise<void> {
  await db
    .insert(accountLinkEvents)
    .values({ id: newId('accountLinkEvent', at), event: 'consented', ...consent, at });
}

/** A revoked link, audited from the grant being deleted in the same transaction. */
export async function recordRevocation(
  tx: Tx,
  at: Date,
  revocation: { grantId: string; grant: Record<string, unknown>; reason: RevocationReason },
): Promise<void> {
  const { grant } = revocation;
  await tx.insert(accountLinkEvents).values({
    id: newId('accountLinkEvent', at),
    event: 'revoked',
    identityId: String(grant.accountId ?? ''),
    clientId: String(grant.clientId ?? ''),
    grantId: revocation.grantId,
    scopes: scopesOfGrant(grant),
    reason: revocation.reason,
    at,
  });
}
