import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { deliverDueMessages, type Transports } from './deliver-due-messages.ts';

/**
 * The outbox worker, owned by the app: it starts when the app is ready, runs every
 * `intervalSeconds` (one pass at a time), and stops when the app closes, never keeping the
 * process alive. 0 turns it off (tests deliver by calling deliverDueMessages).
 */
export function scheduleOutboxDelivery(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    transports: Transports;
    intervalSeconds: number;
    maxAttempts: number;
  },
): void {
  app.addHook('onClose', async () => deps.transports.email?.close());
  if (deps.intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const report = await deliverDueMessages(deps.db, {
        transports: deps.transports,
        maxAttempts: deps.maxAttempts,
        now: deps.clock(),
      });
      if (report.sent + report.held + report.retried + report.failed > 0) {
        app.log.info({ outbox: report }, 'outbox delivery pass');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'outbox delivery pass failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, deps.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
