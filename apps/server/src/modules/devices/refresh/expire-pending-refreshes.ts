import { and, eq, lt } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { radioRefreshes } from '../../../db/schema/index.ts';
import type { App } from '../../../platform/http/app-instance.ts';

/** The job that settles refresh commands left `pending`, on the app's scheduler (ADR 080). */
export const EXPIRE_PENDING_REFRESHES = 'devices.expire-pending-refreshes';
/** A command still pending this long after it was recorded is never going to be answered. */
const PENDING_REFRESH_LIFETIME_MS = 15 * 60_000;

/**
 * How long a pending command may wait: well past the uplink's own timeout, so a command still
 * on its way is never expired under it.
 */
export const pendingRefreshLifetimeMs = (config: Pick<AppConfig, 'satelliteUplink'>) =>
  Math.max(PENDING_REFRESH_LIFETIME_MS, 2 * config.satelliteUplink.timeoutMs);

/**
 * Marks `failed` (no answer) every refresh command left `pending` for longer than `lifetimeMs`:
 * its server stopped between the commit and the uplink's answer (ADR 070). A failed command does
 * not count toward the radio's daily limit, so the customer may refresh again.
 */
export async function expirePendingRefreshes(
  db: Db,
  now: Date,
  lifetimeMs: number,
): Promise<{ expired: number }> {
  const expired = await db
    .update(radioRefreshes)
    .set({ uplinkStatus: 'failed' })
    .where(
      and(
        eq(radioRefreshes.uplinkStatus, 'pending'),
        lt(radioRefreshes.requestedAt, new Date(now.getTime() - lifetimeMs)),
      ),
    )
    .returning({ id: radioRefreshes.id });
  return { expired: expired.length };
}

/**
 * Runs the expiry every EXPIRED_ROWS_PURGE_INTERVAL_SECONDS (0 turns it off, as the purges), on
 * one instance each time; it needs no catching up (one pass settles all that expired).
 */
export function scheduleRefreshExpiry(app: App, deps: { db: Db; config: AppConfig }): void {
  const intervalSeconds = deps.config.expiredRowsPurgeIntervalSeconds;
  if (intervalSeconds <= 0) return;
  const lifetimeMs = pendingRefreshLifetimeMs(deps.config);
  app.scheduler.defineRecurring({
    name: EXPIRE_PENDING_REFRESHES,
    intervalSeconds,
    catchUp: false,
    run: async ({ now }) => {
      const report = await expirePendingRefreshes(deps.db, now, lifetimeMs);
      if (report.expired > 0) app.log.info(report, 'pending refresh commands expired');
    },
  });
}
