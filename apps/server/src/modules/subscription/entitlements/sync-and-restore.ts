import { type PartnerEntitlement, type PartnerState, partnerStateSchema } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import { identities, partnerEntitlements } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { type ActivationDeps, grantPartnerAccess } from './activate-entitlement.ts';
import { partnerSettingOf } from './entitlement-partners.ts';
import { entitlementsOfIdentity, partnerEntitlementView } from './entitlement-store.ts';
import { applyPartnerPurchase } from './partner-state.ts';

export type PartnerStateDeps = ActivationDeps & { config: AppConfig };

function unknownPartner(): AppError {
  return new AppError('NOT_FOUND', 'no partner with this reseller code', {
    notFoundResourceType: 'partner',
  });
}

/** The partner's state over HTTP: `?refs=` (its references) or `?email=` (a customer's purchases). */
async function readPartnerState(
  config: AppConfig,
  resellerCode: string,
  query: Record<string, string>,
): Promise<PartnerState> {
  const partner = partnerSettingOf(config, resellerCode);
  if (!partner) throw unknownPartner();
  const url = new URL(partner.stateUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`partner state answered ${response.status}`);
    return partnerStateSchema.parse(await response.json());
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', `partner ${resellerCode} state unreadable`, {
      cause: error,
    });
  }
}

async function applyState(deps: PartnerStateDeps, resellerCode: string, state: PartnerState) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    for (const purchase of state.purchases) {
      await applyPartnerPurchase(
        tx,
        resellerCode,
        { ...purchase, occurredAt: new Date(purchase.updatedAt) },
        now,
      );
    }
  });
}

/**
 * `activation/v1/sync/{syncTarget}`: the partner's state of the caller's entitlements at that
 * partner read again and applied (a notice it missed: a cancellation ends the subscription).
 */
export async function syncPartner(
  deps: PartnerStateDeps,
  identityId: string,
  resellerCode: string,
): Promise<PartnerEntitlement[]> {
  if (!partnerSettingOf(deps.config, resellerCode)) throw unknownPartner();
  const mine = await entitlementsOfIdentity(deps.db, identityId, resellerCode);
  if (mine.length > 0) {
    const refs = mine.map((found) => found.entitlement.partnerSubscriptionRef).join(',');
    await applyState(
      deps,
      resellerCode,
      await readPartnerState(deps.config, resellerCode, { refs }),
    );
  }
  return (await entitlementsOfIdentity(deps.db, identityId, resellerCode)).map(
    partnerEntitlementView,
  );
}

/**
 * `activation/v1/restore/{restoreTarget}`: the partner's purchases made with the caller's own
 * verified email recorded, and each still pending activated on the caller's account — a customer
 * who bought in the partner's app and never followed its link.
 */
export async function restorePartnerPurchases(
  deps: PartnerStateDeps,
  identityId: string,
  resellerCode: string,
): Promise<PartnerEntitlement[]> {
  if (!partnerSettingOf(deps.config, resellerCode)) throw unknownPartner();
  const [identity] = await deps.db
    .select({ email: identities.emailKey })
    .from(identities)
    .where(eq(identities.id, identityId));
  const email = identity?.email;
  if (email) {
    await applyState(
      deps,
      resellerCode,
      await readPartnerState(deps.config, resellerCode, { email }),
    );
    const pending = await deps.db
      .select({ id: partnerEntitlements.id })
      .from(partnerEntitlements)
      .where(
        and(
          eq(partnerEntitlements.resellerCode, resellerCode),
          eq(partnerEntitlements.customerEmailKey, email),
          eq(partnerEntitlements.status, 'pending'),
          isNull(partnerEntitlements.subscriptionId),
        ),
      );
    for (const { id } of pending) await grantPartnerAccess(deps, identityId, id);
  }
  return (await entitlementsOfIdentity(deps.db, identityId, resellerCode)).map(
    partnerEntitlementView,
  );
}
