import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import { defineNoticeSweep } from '../notices/notice-sweep.ts';
import { defineDunningJobs, type RetryPeriodCharge } from './dunning-jobs.ts';

/**
 * Puts dunning (the clock's paid and declined events, retries, suspension) and the daily notice
 * sweep on the app's scheduler (ADR 075). `retryPeriodCharge` is the subscription clock's.
 */
export function installDunningAndNotices(
  app: FastifyInstance,
  deps: { config: AppConfig; retryPeriodCharge: RetryPeriodCharge },
): void {
  defineDunningJobs({
    config: deps.config,
    scheduler: app.scheduler,
    retryPeriodCharge: deps.retryPeriodCharge,
  });
  defineNoticeSweep(app.scheduler, { config: deps.config });
}
