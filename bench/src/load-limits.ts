/**
 * The per-client-address limits a load test from one machine would otherwise hit at once, raised
 * for the bench's servers (each simulated customer still calls from its own address).
 */
export const LOAD_LIMITS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'LOG_MESSAGE_RATE_LIMIT_PER_MINUTE',
    'ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE',
    'DEVICE_GRANT_RATE_LIMIT_PER_MINUTE',
    'CARE_SESSION_STARTS_PER_IP_PER_MINUTE',
    'SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE',
    'IDENTITY_LOOKUPS_PER_IP_PER_MINUTE',
    'HUMAN_CHECKS_PER_IP_PER_MINUTE',
  ].map((name) => [name, '100000']),
);

/** A loaded machine may take minutes to migrate and seed a new database: wait for it. */
export const SLOW_START = { readyTimeoutMs: 300_000 };
