import type { CareUsedCarEligibilityResult } from '@orbit/domain';
import {
  careError,
  createFakeServer,
  type FakeServer,
  type FakeServerOptions,
  fakeEndpoint,
} from '../../../../testing/fake-server.ts';

/** The used-car pages' fakes: the trials calls answered in the domain's shapes. */
export const RTP = '/activate/trial/rtp';

export function eligibleRadio(
  overrides: Partial<CareUsedCarEligibilityResult> = {},
): CareUsedCarEligibilityResult {
  return {
    status: 'SUCCESS',
    deviceRef: 'dref_used_0007',
    last4DigitsOfRadioId: '0007',
    usedCarBrandingType: 'USED_CAR',
    programCode: 'RTP_USED_CAR',
    offerTypeForProgramCode: 'RTP_OFFER',
    vehicle: { year: 2019, make: 'Lumen', model: 'Aria' },
    ...overrides,
  };
}

/** The used-car check's refusal of a code, with the status the server gives it (trial-errors.ts). */
export function eligibilityRefusal(code: string): Response {
  const status = ['101', '103', '114', '5035'].includes(code)
    ? 422
    : code === '106'
      ? 404
      : code === '3494'
        ? 400
        : 409;
  const fields = code === '3494' ? [{ errorCode: 'INVALID', fieldName: 'radioIdOrVin' }] : [];
  return careError(status, code, `error.trial.used.car.${code}`, fields);
}

export function usedCarServer(options: FakeServerOptions = {}) {
  const server = createFakeServer(options);
  const eligibility = fakeEndpoint(server, 'POST /services/trial/used-car-eligibility-check', () =>
    eligibleRadio(),
  );
  return { server, eligibility };
}

export type UsedCarServer = ReturnType<typeof usedCarServer> & { server: FakeServer };
