import { LISTEN_LINK_PARAM } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../../../db/schema/index.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { findOffersByPlanCodes } from '../../catalog/index.ts';
import { planNameOf } from '../orders/order-offers.ts';
import type { ListenDeps } from './listen-deps.ts';
import { readListenLink } from './listen-link-token.ts';
import { renderSandboxPlayerPage, type SandboxPlayerView } from './sandbox-player-page.ts';

/** The sandbox player's address on this server: the default player app (ADR 050). */
export const SANDBOX_PLAYER_PATH = '/player/listen';

const querySchema = z.object({ [LISTEN_LINK_PARAM]: z.string().max(600).optional() });

/**
 * The sandbox player (ADR 050): as the sandbox gateway stands for the payment processor, this
 * stands for the player app. It verifies a Listen now link — signature, then expiry — and shows
 * the subscription it opens, or a refusal (403 for a link that is not ours, 410 for an expired
 * one). The real player app does the same check against the same secret's verification service.
 */
export function registerSandboxPlayerRoute(app: App, deps: ListenDeps): void {
  app.get(
    SANDBOX_PLAYER_PATH,
    {
      schema: {
        tags: ['sandbox player'],
        summary: 'The sandbox player app: opens a signed Listen now link',
        querystring: querySchema,
        response: { 200: z.string(), 403: z.string(), 410: z.string() },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const view = await viewOf(deps, request.query[LISTEN_LINK_PARAM] ?? '');
      const status = view.kind === 'playing' ? 200 : view.reason === 'expired' ? 410 : 403;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderSandboxPlayerPage(view));
    },
  );
}

async function viewOf(deps: ListenDeps, token: string): Promise<SandboxPlayerView> {
  const now = deps.clock();
  const reading = await readListenLink(deps.db, token, now);
  if (!reading.ok) {
    return { kind: 'refused', reason: reading.reason === 'expired' ? 'expired' : 'invalid' };
  }
  const [subscription] = await deps.db
    .select({ planCode: subscriptions.planCode, radioId: subscriptions.radioId })
    .from(subscriptions)
    .where(eq(subscriptions.id, reading.claims.subscriptionId));
  if (!subscription) return { kind: 'refused', reason: 'invalid' };
  const offer = (await findOffersByPlanCodes(deps.db, [subscription.planCode])).get(
    subscription.planCode,
  );
  return {
    kind: 'playing',
    planName: offer ? planNameOf(offer, 'en-US') : subscription.planCode,
    radioIdLastFour: subscription.radioId?.slice(-4) ?? null,
    expiresAt: reading.claims.expiresAt,
  };
}
