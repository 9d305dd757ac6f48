import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOf } from '@orbit/domain';

export { REQUEST_ID_HEADER };

/**
 * Fastify's `genReqId`: reuse the caller's `x-request-id` when it is sane, so one id follows a
 * request across services and logs; otherwise make one. Anything odd is replaced, not trusted,
 * because it ends up in logs and in `client_log_messages`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return (
    requestIdOf(typeof incoming === 'string' ? incoming : undefined) ??
    `req_${randomBytes(12).toString('base64url')}`
  );
}
