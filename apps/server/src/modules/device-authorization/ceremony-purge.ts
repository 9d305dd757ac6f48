import { and, lt } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deviceAuthorizations, passkeyChallenges } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes device-authorization requests and passkey challenges a day past expiry (kept that long
 * so a late poll still answers expired_token). Idempotent; instances may run it together.
 */
export async function purgeCeremonyRows(db: Db, now: Date): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deviceRows = await db
    .delete(deviceAuthorizations)
    .where(and(lt(deviceAuthorizations.expiresAt, dayAgo)))
    .returning({ id: deviceAuthorizations.id });
  const challengeRows = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, dayAgo))
    .returning({ id: passkeyChallenges.id });
  return { deviceAuthorizations: deviceRows.length, passkeyChallenges: challengeRows.length };
}

export function scheduleCeremonyPurge(app: App, deps: { db: Db; clock: Clock; config: AppConfig }) {
  const intervalSeconds = deps.config.expiredRowsPurgeIntervalSeconds;
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      app.log.info({ purged: await purgeCeremonyRows(deps.db, deps.clock()) }, 'ceremonies purged');
    } catch (error) {
      app.log.warn({ err: error }, 'purge of device codes and passkey challenges failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(purge, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
