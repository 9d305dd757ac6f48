import path from 'node:path';
import { z } from 'zod';

/**
 * Builders for environment variables. Each takes the raw string (or undefined), treats an empty
 * value as unset (the usual `.env` habit), applies the default, and otherwise reports what it
 * expected as a message that `formatEnvIssues` prefixes with the variable name.
 */

const raw = z.string().optional();

function unset(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '';
}

export function text(fallback: string) {
  return raw.transform((value) => (unset(value) ? fallback : value.trim()));
}

/** A text setting with no default: unset (or empty) is undefined. */
export function optionalText() {
  return raw.transform((value) => (unset(value) ? undefined : value.trim()));
}

export function integer(min: number, max: number, fallback: number) {
  return raw.transform((value, ctx) => {
    if (unset(value)) return fallback;
    const trimmed = value.trim();
    const parsed = Number(trimmed);
    if (!/^-?\d+$/.test(trimmed) || parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
      return z.NEVER;
    }
    return parsed;
  });
}

export function boolean(fallback: boolean | undefined) {
  return raw.transform((value, ctx) => {
    if (unset(value)) return fallback;
    const lowered = value.trim().toLowerCase();
    if (lowered === 'true' || lowered === '1') return true;
    if (lowered === 'false' || lowered === '0') return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });
}

export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return raw.transform((value, ctx): T[number] => {
    if (unset(value)) return fallback;
    const trimmed = value.trim();
    if ((values as readonly string[]).includes(trimmed)) return trimmed as T[number];
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
    return z.NEVER;
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, kept without its trailing slash so paths can be appended. */
export function httpUrl(fallback: string) {
  return raw.transform((value, ctx) => {
    const chosen = unset(value) ? fallback : value.trim();
    if (!isHttpUrl(chosen)) {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return z.NEVER;
    }
    return chosen.replace(/\/+$/, '');
  });
}

/** Like httpUrl, but empty (the default) means "the host that served the page". */
export function originOrSameHost() {
  return raw.transform((value, ctx) => {
    if (unset(value)) return '';
    const trimmed = value.trim();
    if (!isHttpUrl(trimmed)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an absolute http(s) URL, or empty for the same host',
      });
      return z.NEVER;
    }
    return trimmed.replace(/\/+$/, '');
  });
}

export function optionalPostgresUrl() {
  return raw.transform((value, ctx) => {
    if (unset(value)) return undefined;
    const trimmed = value.trim();
    if (!/^postgres(ql)?:\/\/.+/.test(trimmed)) {
      ctx.addIssue({ code: 'custom', message: 'must be a postgres:// or postgresql:// URL' });
      return z.NEVER;
    }
    return trimmed;
  });
}

/**
 * `smtp://user:pass@host:port` or `smtps://…` (implicit TLS); unset means no mail is sent and the
 * developer mailbox keeps every message.
 */
export function optionalSmtpUrl() {
  return raw.transform((value, ctx) => {
    if (unset(value)) return undefined;
    const trimmed = value.trim();
    try {
      const url = new URL(trimmed);
      if ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return trimmed;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be an smtp:// or smtps:// URL with a host' });
    return z.NEVER;
  });
}

/** A directory, resolved against `base` (the working directory unless told otherwise). */
export function directory(fallback: string, base: string) {
  return raw.transform((value) => path.resolve(base, unset(value) ? fallback : value.trim()));
}

/**
 * Fastify's `trustProxy`: `false` (default: ignore X-Forwarded-*), `true` (trust every hop),
 * or a comma list of the proxies' addresses/CIDRs (`10.0.0.0/8,127.0.0.1`).
 */
export function trustProxy() {
  return raw.transform((value): boolean | string[] => {
    if (unset(value)) return false;
    const trimmed = value.trim();
    if (trimmed.toLowerCase() === 'true') return true;
    if (trimmed.toLowerCase() === 'false') return false;
    return trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });
}

/** Settings that hold secrets (a partner's client secret, private keys): their value is never echoed. */
const SECRET_HOLDING = new Set([
  'OAUTH_PARTNER_CLIENTS',
  'OAUTH_SIGNING_KEYS',
  'ENTITLEMENT_PARTNERS',
  'METRICS_TOKEN',
]);

/**
 * Turns zod issues on the env object into one line per variable, naming the value received
 * (unless the variable holds secrets: the message goes to logs).
 */
export function formatEnvIssues(
  issues: readonly z.core.$ZodIssue[],
  env: Record<string, string | undefined>,
): string[] {
  return issues.map((issue) => {
    const name = issue.path.map(String).join('.') || 'environment';
    const received = env[name];
    const got =
      received === undefined || SECRET_HOLDING.has(name)
        ? ''
        : ` (got ${JSON.stringify(received)})`;
    return `${name} ${issue.message}${got}`;
  });
}

/**
 * `FEATURE_FLAG_OVERRIDES=enableVegaCheckout=true,enableSl2c=false`: per-deployment switches on
 * top of the defaults. Only known flags, only "true"/"false", so a typo fails the start.
 */
export function flagOverrides(knownFlags: readonly string[]) {
  return raw.transform((value, ctx) => {
    const overrides: Record<string, 'true' | 'false'> = {};
    if (unset(value)) return overrides;
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (!entry) continue;
      const [name = '', setting = '', ...rest] = entry.split('=').map((part) => part.trim());
      const lowered = setting.toLowerCase();
      if (
        !knownFlags.includes(name) ||
        rest.length > 0 ||
        (lowered !== 'true' && lowered !== 'false')
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma list of <flag>=true|false with known flag names; "${entry}" is not`,
        });
        return z.NEVER;
      }
      overrides[name] = lowered;
    }
    return overrides;
  });
}

export function optionalHttpUrl() {
  return raw.transform((value, ctx) => {
    if (unset(value)) return undefined;
    const trimmed = value.trim();
    if (!isHttpUrl(trimmed)) {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return z.NEVER;
    }
    return trimmed.replace(/\/+$/, '');
  });
}

/**
 * `DISABLED_ENDPOINTS=telemetry.actions,userEvent.submit`: endpoints the config service reports as
 * disabled. Only names of the service-domain table, so a typo fails the start instead of leaving
 * an endpoint on.
 */
/** A comma list of whole days, each later than the one before (`1,3,7`), at least one. */
export function ascendingDays(fallback: readonly number[]) {
  return raw.transform((value, ctx) => {
    if (unset(value)) return [...fallback];
    const parts = value.split(',').map((part) => part.trim());
    const days = parts.map(Number);
    const ascending = days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0));
    if (!parts.every((part) => /^\d{1,3}$/.test(part)) || days[0] === 0 || !ascending) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a comma list of whole days from 1, each later than the one before (1,3,7)',
      });
      return z.NEVER;
    }
    return days;
  });
}

export function endpointNames(known: readonly string[]) {
  return raw.transform((value, ctx) => {
    if (unset(value)) return [] as string[];
    const names = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma list of <domain>.<endpoint> names of the service table; unknown: ${unknown.join(', ')}`,
      });
      return z.NEVER;
    }
    return [...new Set(names)];
  });
}

/** `localhost,can.localhost`: host names (no scheme, port or path), lower-cased. */
export function hostNames(fallback: string) {
  return raw.transform((value, ctx) => {
    const names = (unset(value) ? fallback : value)
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const bad = names.filter(
      (name) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(name),
    );
    if (bad.length > 0 || names.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma list of host names; not host names: ${bad.join(', ') || '(none given)'}`,
      });
      return z.NEVER;
    }
    return [...new Set(names)];
  });
}

/** `https://care.orbitradio.com,https://care.orbitradio.ca`: origins (scheme, host, optional port). */
export function origins() {
  return raw.transform((value, ctx) => {
    if (unset(value)) return [] as string[];
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = list.filter((item) => !isHttpUrl(item) || new URL(item).origin !== item);
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma list of origins like https://host[:port]; not origins: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return [...new Set(list)];
  });
}

/**
 * A JSON value checked by `schema` (e.g. `OAUTH_PARTNER_CLIENTS='[{"clientId":…}]'`); unset is
 * undefined. The message names the first problem, never the value (it may hold a secret).
 */
export function jsonSetting<T extends z.ZodType>(schema: T) {
  return raw.transform((value, ctx): z.output<T> | undefined => {
    if (unset(value)) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      ctx.addIssue({
        code: 'custom',
        message: `is not as expected at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`,
      });
      return z.NEVER;
    }
    return checked.data;
  });
}

/** What a capability's variables parse to: the input of its settings function. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** Seconds, for the bounds and defaults of durations given in seconds. */
export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
