import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCareApiPath } from '../http/path-kinds.ts';
import { careErrorBody, serviceErrorBody } from './error-bodies.ts';
import { toAppError } from './to-app-error.ts';

/**
 * The one error handler. It answers in the shape of the surface the path belongs to, logs
 * unexpected failures in full (with the request id, which pino adds) and tells the caller only
 * the product code: no message, no stack.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.code === 'SYSTEM') {
    request.log.error({ ...loggableCauseOf(error), code: appError.code }, 'request failed');
  } else if (appError.statusCode >= 500) {
    // A known outage (database down, web app not built): the reason is enough, no stack.
    request.log.warn({ code: appError.code, reason: appError.message }, 'request not served');
  } else {
    request.log.info(
      {
        code: appError.code,
        ...(appError.serviceCode ? { serviceCode: appError.serviceCode } : {}),
        fieldErrors: appError.fieldErrors,
        reason: appError.message,
      },
      'request refused',
    );
  }
  if (appError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(appError.retryAfterSeconds))));
  }
  const body = isCareApiPath(request.url) ? careErrorBody(appError) : serviceErrorBody(appError);
  return reply.code(appError.statusCode).send(body);
}

/**
 * Drizzle's query errors put the SQL and its parameters (a customer's data) in their message: the
 * log keeps the SQL and the driver's own error, not the parameters.
 */
function loggableCauseOf(error: unknown): { err: unknown; query?: string } {
  if (error instanceof Error && 'query' in error && 'params' in error) {
    return { err: error.cause ?? { message: 'query failed' }, query: String(error.query) };
  }
  return { err: error };
}
