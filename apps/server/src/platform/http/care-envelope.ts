import type { CareSuccess } from '@orbit/domain';

/** Wraps a care API payload in the envelope the web app reads: `{ status, httpStatusCode, httpStatus, data }`. */
export function careOk<T>(data: T): CareSuccess<T> {
  return { status: 'SUCCESS', httpStatusCode: 200, httpStatus: 'OK', data };
}
