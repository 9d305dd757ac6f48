import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we accept from a caller (a proxy, the SDK's trace id): short, printable, no spaces. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: reuse the caller's `x-request-id` when it is sane, so one id follows a
 * request across services and logs; otherwise make one. Anything odd is replaced, not trusted,
 * because it ends up in logs and in `client_log_messages`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString('base64url')}`;
}
