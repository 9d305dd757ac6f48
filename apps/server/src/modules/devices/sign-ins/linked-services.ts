import { ACCOUNT_LINK_SCOPES, type LinkedServices, type SignInRevokeResult } from '@orbit/domain';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { accountLinkEvents, oauthProviderRecords } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { partnersOf } from '../account-linking/linking-provider.ts';
import { idHashOf, revokeGrant } from '../account-linking/provider-records.ts';
import { linkedServiceNotFound } from './sign-ins-errors.ts';

type Deps = { db: Db; clock: Clock; config: AppConfig };

/** The identity's consents whose grant the provider still holds (not revoked, not expired). */
async function liveConsentsOf(deps: Deps, identityId: string, linkId?: string) {
  const consents = await deps.db
    .select()
    .from(accountLinkEvents)
    .where(
      and(
        eq(accountLinkEvents.identityId, identityId),
        eq(accountLinkEvents.event, 'consented'),
        linkId ? eq(accountLinkEvents.id, linkId) : undefined,
      ),
    );
  if (consents.length === 0) return [];
  const grants = await deps.db
    .select({ idHash: oauthProviderRecords.idHash })
    .from(oauthProviderRecords)
    .where(
      and(
        eq(oauthProviderRecords.model, 'Grant'),
        inArray(
          oauthProviderRecords.idHash,
          consents.map((consent) => idHashOf(consent.grantId)),
        ),
        or(
          isNull(oauthProviderRecords.expiresAt),
          gt(oauthProviderRecords.expiresAt, deps.clock()),
        ),
      ),
    );
  const live = new Set(grants.map((grant) => grant.idHash));
  return consents.filter((consent) => live.has(idHashOf(consent.grantId)));
}

/**
 * `dmp/linked-services`: every partner the customer linked (ADR 071) and still linked, with the
 * scopes and time of the consent, newest first. The link is named by its consent's id, never by
 * the provider's grant id.
 */
export async function linkedServicesOf(deps: Deps, identityId: string): Promise<LinkedServices> {
  const names = new Map(partnersOf(deps.config).map((partner) => [partner.clientId, partner.name]));
  const consents = await liveConsentsOf(deps, identityId);
  return {
    services: consents
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((consent) => ({
        id: consent.id,
        clientId: consent.clientId,
        name: names.get(consent.clientId) ?? consent.clientId,
        scopes: ACCOUNT_LINK_SCOPES.filter((scope) => consent.scopes.includes(scope)),
        consentedAt: consent.at.toISOString(),
      })),
  };
}

/**
 * `dmp/linked-services/{id}/revoke`: the partner's grant goes with every code and token of it (its
 * next token call is refused), audited in `account_link_events` as the customer's revocation.
 */
export async function revokeLinkedService(
  deps: Deps,
  identityId: string,
  linkId: string,
): Promise<SignInRevokeResult> {
  const [consent] = await liveConsentsOf(deps, identityId, linkId);
  if (!consent) throw linkedServiceNotFound('no live link of the caller with that id');
  await revokeGrant(deps.db, deps.clock, consent.grantId, 'customer');
  return { revokedSessions: 1 };
}
