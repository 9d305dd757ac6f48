import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import type { EnvOf } from './env-vars.ts';

/**
 * Who may read the Prometheus endpoint (ADR 085): a comma list of operator address ranges
 * (`10.0.0.0/8,127.0.0.1,::1`) and/or a bearer token. Unset: nobody by address.
 */

/** `10.0.0.0/8`, `fd00::/8`, or one address (`127.0.0.1`, a range of one). */
export type AddressRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

function parseRange(entry: string): AddressRange | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const widest = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? widest : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? '0') || prefix > widest) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function addressRanges() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ranges: AddressRange[] = [];
      for (const entry of entries) {
        const range = parseRange(entry);
        if (!range) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma list of IP addresses or CIDR ranges; "${entry}" is not`,
          });
          return z.NEVER;
        }
        ranges.push(range);
      }
      return ranges;
    });
}

/** A bearer token long enough not to be guessed; unset or empty: no token opens the endpoint. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export function metricsToken() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '') return undefined;
      if (trimmed.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(trimmed)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`,
        });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** Whether an address (as Fastify gives `request.ip`) falls in one of the ranges. */
export function rangesContain(ranges: readonly AddressRange[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return (address) => {
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    const version = isIP(plain);
    if (version === 0) return false;
    return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Who may read `GET /metrics` (ADR 085): operator address ranges, and/or a bearer token. */
export const metricsEnv = {
  METRICS_ALLOWED_ADDRESSES: addressRanges(),
  METRICS_TOKEN: metricsToken(),
};

/**
 * The Prometheus endpoint (ADR 085): answered to a caller from one of these ranges or with this
 * bearer token, a plain 404 to anyone else. Neither set: to nobody.
 */
export type MetricsSettings = {
  allowedAddresses: readonly AddressRange[];
  token: string | undefined;
};

export function metricsSettingsOf(env: EnvOf<typeof metricsEnv>): MetricsSettings {
  return { allowedAddresses: env.METRICS_ALLOWED_ADDRESSES, token: env.METRICS_TOKEN };
}
