import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/client.ts';
import { oauthProviderRecords } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { type RevocationReason, recordRevocation } from './link-events.ts';
import type { OidcLibrary } from './oidc-library.ts';

/** An opaque token's id is the token: the table keeps only its SHA-256. */
export function idHashOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** Why the provider is revoking a grant, from the request it is answering. */
function revocationReason({ Provider }: OidcLibrary): RevocationReason {
  const route = Provider.ctx?.oidc?.route;
  if (route === 'revocation') return 'revocation-endpoint';
  if (route === 'token') return 'reused-credential';
  return 'other';
}

/**
 * Revokes everything of one grant (its codes, tokens and the grant itself) and audits it, in one
 * transaction: a grant is gone whole or not at all.
 */
export async function revokeGrant(db: Db, clock: Clock, grantId: string, reason: RevocationReason) {
  await db.transaction(async (tx) => {
    const [grant] = await tx
      .delete(oauthProviderRecords)
      .where(
        and(
          eq(oauthProviderRecords.model, 'Grant'),
          eq(oauthProviderRecords.idHash, idHashOf(grantId)),
        ),
      )
      .returning({ payload: oauthProviderRecords.payload });
    await tx.delete(oauthProviderRecords).where(eq(oauthProviderRecords.grantId, grantId));
    if (grant) await recordRevocation(tx, clock(), { grantId, grant: grant.payload, reason });
  });
}

/**
 * The provider's storage on our database (PGlite or PostgreSQL), one class per model as
 * oidc-provider asks (`new Adapter('AuthorizationCode')`). Expiry is the app clock's, on top of
 * the provider's own check of each payload's `exp`.
 */
export function providerRecords(
  db: Db,
  clock: Clock,
  oidc: OidcLibrary,
): new (
  model: string,
) => Adapter {
  return class ProviderRecords implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private key(id: string) {
      return and(
        eq(oauthProviderRecords.model, this.model),
        eq(oauthProviderRecords.idHash, idHashOf(id)),
      );
    }

    private live() {
      return or(
        isNull(oauthProviderRecords.expiresAt),
        gt(oauthProviderRecords.expiresAt, clock()),
      );
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      // A session is found again by its uid, so it keeps its id; every other id is a bearer value.
      const { jti: _jti, ...stored } = payload;
      const row = {
        payload: (this.model === 'Session' ? payload : stored) as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(clock().getTime() + expiresIn * 1000) : null,
      };
      await db
        .insert(oauthProviderRecords)
        .values({ model: this.model, idHash: idHashOf(id), ...row })
        .onConflictDoUpdate({
          target: [oauthProviderRecords.model, oauthProviderRecords.idHash],
          set: row,
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oauthProviderRecords)
        .where(and(this.key(id), this.live()));
      if (!row) return undefined;
      return {
        ...row.payload,
        jti: id,
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      } as AdapterPayload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oauthProviderRecords.payload })
        .from(oauthProviderRecords)
        .where(
          and(
            eq(oauthProviderRecords.model, this.model),
            eq(oauthProviderRecords.uid, uid),
            this.live(),
          ),
        );
      return row?.payload as AdapterPayload | undefined;
    }

    async findByUserCode(): Promise<undefined> {
      // The device flow is not enabled on this provider: no model has a user code.
      return undefined;
    }

    /**
     * Marks a code or a refresh token used, once: of two requests racing with the same one, the
     * second finds it already consumed, and the grant is revoked as RFC 6749 §4.1.2 asks of a
     * code used twice.
     */
    async consume(id: string): Promise<void> {
      const now = clock();
      const [claimed] = await db
        .update(oauthProviderRecords)
        .set({ consumedAt: now })
        .where(and(this.key(id), isNull(oauthProviderRecords.consumedAt)))
        .returning({ grantId: oauthProviderRecords.grantId });
      if (claimed) return;
      const [row] = await db
        .select({ grantId: oauthProviderRecords.grantId })
        .from(oauthProviderRecords)
        .where(this.key(id));
      if (row?.grantId) await revokeGrant(db, clock, row.grantId, 'reused-credential');
      throw new oidc.errors.InvalidGrant('grant request is invalid');
    }

    async destroy(id: string): Promise<void> {
      if (this.model === 'Grant') {
        await revokeGrant(db, clock, id, revocationReason(oidc));
        return;
      }
      await db.delete(oauthProviderRecords).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oauthProviderRecords)
        .where(
          and(
            eq(oauthProviderRecords.model, this.model),
            eq(oauthProviderRecords.grantId, grantId),
          ),
        );
    }
  };
}
