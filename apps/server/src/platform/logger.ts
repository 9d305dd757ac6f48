import { maskCardNumbersIn } from '@orbit/domain';
import { pino } from 'pino';
import type { AppConfig } from '../config.ts';

/**
 * Headers that carry credentials: the care session cookie, the service APIs' access token, device
 * grant, refresh token and convergence token (ADR 006).
 */
const CREDENTIAL_HEADERS = [
  'cookie',
  'authorization',
  '["x-device-grant"]',
  '["x-refresh-token"]',
  '["x-convergence-token"]',
];

/** Wherever a headers object is logged: a request, a reply, or headers logged on their own. */
const REDACTED_PATHS = [
  ...CREDENTIAL_HEADERS.flatMap((name) => {
    const key = name.startsWith('[') ? name : `.${name}`;
    return [`req.headers${key}`, `res.headers${key}`, `headers${key}`];
  }),
  'res.headers["set-cookie"]',
  'req.url',
];

/** Query parameters that carry a customer's handle or contact, or a secret. */
const SENSITIVE_QUERY =
  /([?&](?:handle|emailAddress|email|to|phoneNumber|magicLinkId|resetKey|token)=)[^&#]*/gi;
/** Our secrets are a short prefix, `_`, then 43 base64url characters (ADR 006, ADR 007). */
const SECRET_IN_PATH = /\b(o[a-z]{2})_[A-Za-z0-9_-]{20,}/g;

/**
 * A request URL as the log may keep it: handles and emails in the query (`identities/status`)
 * and link ids in the path (`magic-link/v1/redeem/{magicLinkId}`) are replaced.
 */
export function scrubUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY, '$1[redacted]').replace(SECRET_IN_PATH, '$1_[redacted]');
}

/** A JSON string, or a JSON number, in a serialized log line. */
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * A log line as written, with every card number masked (ADR 022) and the line still JSON: a
 * masked string stays a string, a number that is a card number becomes one.
 */
export function maskCardNumbersInLogLine(line: string): string {
  return line.replace(JSON_TOKEN, (token) => {
    const masked = maskCardNumbersIn(token);
    if (masked === token || token.startsWith('"')) return masked;
    return JSON.stringify(masked);
  });
}

function censor(value: unknown, path: string[] | string): unknown {
  const last = Array.isArray(path) ? path[path.length - 1] : path;
  if (last === 'url' && typeof value === 'string') return scrubUrl(value);
  return '[redacted]';
}

/**
 * The server's one logger (Fastify gets it as `loggerInstance`, so request logs carry the
 * request id). JSON lines on stdout; cookies and credential headers never reach the log, and
 * neither does a card number typed anywhere (a URL, a nickname in an error): every line is masked
 * as it is written.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: pino.DestinationStream,
) {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor },
      hooks: { streamWrite: maskCardNumbersInLogLine },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;

const SEVERITY = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type LevelName = (typeof SEVERITY)[number];

/** The quieter of two levels: a route can log less than the server, never more (nor past `silent`). */
export function quieterLevel(configured: LevelName, routeMinimum: LevelName): LevelName {
  return SEVERITY.indexOf(configured) >= SEVERITY.indexOf(routeMinimum) ? configured : routeMinimum;
}
