import {
  canListenOn,
  type PartnerAccountStatus,
  type PartnerListening,
  partnerAccountStandingOf,
} from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { catalogPackages } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { heldSubscriptionsOf } from '../account/index.ts';
import { listenLinkFor } from '../checkout/index.ts';

export type PartnerApiDeps = { config: AppConfig; db: Db; clock: Clock };

/**
 * `account-status`: how the customer's Orbit stands and each plan with its status — what an
 * assistant says to "is my Orbit subscription active?". No name, address, email or card.
 */
export async function accountStatusOf(
  deps: PartnerApiDeps,
  identityId: string,
): Promise<PartnerAccountStatus> {
  const held = await heldSubscriptionsOf(deps.db, identityId, deps.clock());
  const statuses = held.subscriptions.map(({ view }) => view.status);
  return {
    standing: partnerAccountStandingOf({ inCollection: held.pastDue, statuses }),
    canListen: statuses.some(canListenOn),
    subscriptions: held.subscriptions.map(({ view }) => ({
      subscriptionId: view.id,
      status: view.status,
      planName: view.planName,
      serviceType: view.serviceType,
      serviceEndsOn: view.serviceEndsOn,
      billedBy: view.billedBy?.partnerName ?? null,
    })),
  };
}

/**
 * `listening`: the plans that play now, their package and whether it streams, and for each one
 * that streams a signed ten-minute player link (ADR 050) minted for this call.
 */
export async function listeningOf(
  deps: PartnerApiDeps,
  identityId: string,
): Promise<PartnerListening> {
  const now = deps.clock();
  const held = await heldSubscriptionsOf(deps.db, identityId, now);
  const playing = held.subscriptions.filter(({ view }) => canListenOn(view.status));
  const packageIds = [...new Set(playing.map(({ view }) => view.packageId))];
  const packages =
    packageIds.length === 0
      ? []
      : await deps.db
          .select({
            id: catalogPackages.id,
            category: catalogPackages.category,
            streams: catalogPackages.streamingAvailable,
          })
          .from(catalogPackages)
          .where(inArray(catalogPackages.id, packageIds));
  const packageOf = new Map(packages.map((row) => [row.id, row]));
  const listenable = await Promise.all(
    playing.map(async ({ view, radioId }) => {
      const found = packageOf.get(view.packageId);
      const streamAccess = found?.streams ?? false;
      return {
        subscriptionId: view.id,
        planName: view.planName,
        packageId: view.packageId,
        category: found?.category ?? null,
        streamAccess,
        radioIdLastFour: view.last4DigitsOfRadioId,
        player: streamAccess
          ? await listenLinkFor(deps, { subscriptionId: view.id, radioId }, now)
          : null,
      };
    }),
  );
  return { canListen: listenable.length > 0, listenable };
}
