import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { countRequest } from './rate-limit-counter.ts';

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };
type Counted = { current: number; ttl: number };

/**
 * The request rate limits' counters (`@fastify/rate-limit`'s store) in the database, in the same
 * fixed-window rows as the other throttles (`countRequest`): every server instance on one
 * database counts against one budget, and a restart forgets nothing. One bucket per route
 * (`rate:POST /services/utility/log-message`), keyed by the client address.
 */
export function databaseRateLimitStore(
  db: Db,
  clock: Clock,
): NonNullable<RateLimitPluginOptions['store']> {
  class DatabaseRateLimitStore {
    readonly bucket: string;

    constructor(params: RouteParams = {}) {
      const route = params.routeInfo;
      this.bucket = route?.url ? `rate:${String(route.method)} ${route.url}` : 'rate:global';
    }

    incr(
      key: string,
      done: (error: Error | null, counted?: Counted) => void,
      timeWindow: number,
      max: number,
    ) {
      const rule = {
        bucket: this.bucket,
        key,
        limit: max,
        windowSeconds: Math.max(1, Math.ceil(timeWindow / 1000)),
      };
      countRequest(db, rule, clock()).then(
        (outcome) => done(null, { current: outcome.hits, ttl: outcome.retryAfterSeconds * 1000 }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: RouteParams) {
      return new DatabaseRateLimitStore(params);
    }
  }
  return DatabaseRateLimitStore as unknown as NonNullable<RateLimitPluginOptions['store']>;
}
