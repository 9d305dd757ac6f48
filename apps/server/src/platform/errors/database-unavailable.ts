import { errorChainOf, errorCodesOf } from '../../db/error-chain.ts';

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, out of
 * connections, the network between us cut) rather than that a query was wrong: such a request
 * may succeed if sent again in a moment, so it is answered 503 with `Retry-After`, never 500.
 * Drizzle wraps driver errors (`cause`), so the whole chain is read.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53300 (too many
 * connections), 57P01–57P03 (administrator or crash shutdown, cannot connect now).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '53300' || /^57P0[1-3]$/.test(code);
}

/** node-postgres and PGlite messages for a connection or pool that is gone. */
const GONE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /pglite is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    errorCodesOf(error).some((code) => NETWORK_CODES.has(code) || isUnavailableState(code)) ||
    errorChainOf(error).some((each) => GONE_MESSAGES.some((pattern) => pattern.test(each.message)))
  );
}
