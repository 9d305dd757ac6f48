import { type EnvOf, HOUR, integer, MINUTE } from './env-vars.ts';

/** The self-hosted proof of work (ADR 024). */
export const humanCheckEnv = {
  HUMAN_CHECK_COST: integer(1, 1_000_000, 1_000),
  HUMAN_CHECK_MAX_COUNTER: integer(2, 1_000_000, 2_000),
  HUMAN_CHECK_TTL_SECONDS: integer(30, HOUR, 5 * MINUTE),
  HUMAN_CHECKS_PER_IP_PER_MINUTE: integer(1, 100_000, 30),
};

/**
 * A solver derives PBKDF2/SHA-256 keys of `cost` iterations for counters 0, 1, 2… until it
 * reaches the one the server picked at random between half of `maxCounter` and `maxCounter`:
 * about cost × maxCounter × 3/4 iterations on average.
 */
export type HumanCheckSettings = {
  cost: number;
  maxCounter: number;
  ttlSeconds: number;
  /** New challenges (`utility/captcha/new`) per client address per minute. */
  issuesPerAddressPerMinute: number;
};

export function humanCheckSettingsOf(env: EnvOf<typeof humanCheckEnv>): HumanCheckSettings {
  return {
    cost: env.HUMAN_CHECK_COST,
    maxCounter: env.HUMAN_CHECK_MAX_COUNTER,
    ttlSeconds: env.HUMAN_CHECK_TTL_SECONDS,
    issuesPerAddressPerMinute: env.HUMAN_CHECKS_PER_IP_PER_MINUTE,
  };
}
