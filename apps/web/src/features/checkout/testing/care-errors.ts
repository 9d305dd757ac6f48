import { type CareApiError, type CareApiErrorInit, createCareApiError } from '@orbit/sdk';

/** A CareApiError as the care client makes it, for tests of the code that reads one. */
export function createCareApiErrorForTest(
  init: Partial<CareApiErrorInit> & { status: number },
): CareApiError {
  return createCareApiError({
    method: 'POST',
    path: '/test',
    skipGlobalHandler: true,
    ...init,
  });
}
