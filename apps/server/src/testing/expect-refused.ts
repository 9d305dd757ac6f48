import { serviceErrorBodySchema } from '@orbit/domain';
import { expect } from 'vitest';

/** Asserts a service API refused the request with `status` and the service error `code`, and returns the body. */
export function expectRefused(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  const body = serviceErrorBodySchema.parse(response.json());
  expect(body.code).toBe(code);
  return body;
}
