import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './errors/app-error.ts';

/**
 * Request rate limits. The app's store keeps the counters in the database
 * (`databaseRateLimitStore`), so several instances share each budget (ARCHITECTURE §8); `store`
 * is the plugin's store constructor.
 */
export type RateLimitStore = RateLimitPluginOptions['store'];

export async function registerRateLimits(
  app: FastifyInstance,
  options: { store?: RateLimitStore } = {},
): Promise<void> {
  await app.register(rateLimit, {
    // Only routes that name a limit are limited (see RATE_LIMITS).
    global: false,
    ...(options.store ? { store: options.store } : {}),
    // Per client address; behind a proxy this is right only with TRUST_PROXY set.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMIT_EXCEEDED', `Rate limit of ${context.max} reached`),
  });
}

const MINUTE_MS = 60_000;

/** Each limited route's budget, for its `config: { rateLimit }`. */
export const RATE_LIMITS = {
  logMessage: (config: AppConfig) => ({
    max: config.rateLimits.logMessagesPerMinute,
    timeWindow: MINUTE_MS,
  }),
  /** Anonymous sessions need nothing but a device grant: the cheapest thing to mass-produce. */
  anonymousSession: (config: AppConfig) => ({
    max: config.rateLimits.anonymousSessionsPerMinute,
    timeWindow: MINUTE_MS,
  }),
  /** Device creation needs nothing at all; each one adds a row. */
  deviceGrant: (config: AppConfig) => ({
    max: config.rateLimits.deviceGrantsPerMinute,
    timeWindow: MINUTE_MS,
  }),
  /** Issuing a human check costs the server one key derivation at the check's cost. */
  humanCheckIssue: (config: AppConfig) => ({
    max: config.humanCheck.issuesPerAddressPerMinute,
    timeWindow: MINUTE_MS,
  }),
  /**
   * A partner's calls are counted per access token and call (ADR 081), not per address: one
   * assistant's servers call for all its customers from a few addresses. The key is the
   * token's SHA-256, never the token.
   */
  partnerApi: (config: AppConfig) => ({
    max: config.rateLimits.partnerCallsPerTokenPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => {
      const authorization = request.headers.authorization;
      return typeof authorization === 'string'
        ? `partner-token:${createHash('sha256').update(authorization).digest('base64url')}`
        : request.ip;
    },
  }),
} as const;
