import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOf } from '@orbit/domain';

export { REQUEST_ID_HEADER };

const ID_BYTES = 12;
/**
 * Random bytes for many ids at once: one `randomBytes(12)` per request was a call into the
 * system's random source each time (6 % of a small answer's CPU, ADR 092). Every id still gets
 * bytes no other id had.
 */
const pool = Buffer.alloc(ID_BYTES * 512);
let poolOffset = pool.length;

function freshRequestId(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const id = pool.toString('base64url', poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return `req_${id}`;
}

/**
 * Fastify's `genReqId`: reuse the caller's `x-request-id` when it is sane, so one id follows a
 * request across services and logs; otherwise make one. Anything odd is replaced, not trusted,
 * because it ends up in logs and in `client_log_messages`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return requestIdOf(typeof incoming === 'string' ? incoming : undefined) ?? freshRequestId();
}
