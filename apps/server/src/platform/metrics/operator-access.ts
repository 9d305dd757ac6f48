import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { rangesContain } from '../env/metrics-settings.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether a request may read the metrics (ADR 085): it comes from an operator address range, or
 * carries the configured bearer token. The token is compared through fixed-length digests in
 * constant time, so neither its length nor a matching prefix shows in the answer's timing.
 */
export function operatorAccess(
  settings: AppConfig['metrics'],
): (request: FastifyRequest) => boolean {
  const fromOperatorAddress = rangesContain(settings.allowedAddresses);
  const expected = settings.token === undefined ? undefined : digest(settings.token);
  return (request) => {
    if (fromOperatorAddress(request.ip)) return true;
    if (!expected) return false;
    const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(expected, digest(presented));
  };
}
