import * as z from 'zod/mini';

/**
 * The header the server sets on every answer, both API surfaces: its id for that request, the one
 * its log lines carry. A client keeps it with a failure so the customer can quote it and support
 * can find the request.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a request id may look like: short, printable, no spaces. The server makes `req_…` ids and
 * reuses a caller's id of this shape; anything else is neither trusted nor shown.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdSchema = z.string().check(z.regex(REQUEST_ID_PATTERN));

/** The request id an answer carries, when it is one (a proxy's odd header is dropped). */
export function requestIdOf(headerValue: string | null | undefined): string | undefined {
  return typeof headerValue === 'string' && REQUEST_ID_PATTERN.test(headerValue)
    ? headerValue
    : undefined;
}
