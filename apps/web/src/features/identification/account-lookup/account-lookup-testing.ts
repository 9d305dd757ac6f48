import type { CareAccountRadio, CareIdentifiedAccount } from '@orbit/domain';
import { careOk, createFakeServer, type FakeServer } from '../../../testing/fake-server.ts';

/** Fakes of the account lookup answers, for this folder's tests (not used at run time). */

export const LOOKUP_PATH = '/subscribe/checkout/flepz';

export function accountRadio(values: Partial<CareAccountRadio> = {}): CareAccountRadio {
  return {
    deviceRef: 'orad_0004',
    radioIdLastFour: '0004',
    deviceType: 'car',
    vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
    status: 'active',
    planName: 'All Access',
    hasActiveSubscription: false,
    ...values,
  };
}

export function identifiedAccount(
  values: Partial<CareIdentifiedAccount> = {},
): CareIdentifiedAccount {
  return {
    authenticationType: 'RID_ACCT',
    verified: false,
    firstName: null,
    radios: [
      accountRadio(),
      accountRadio({
        deviceRef: 'orad_0002',
        radioIdLastFour: '0002',
        deviceType: 'radio',
        vehicle: null,
        status: 'closed',
        planName: null,
      }),
    ],
    streaming: [],
    hasActiveSubscription: false,
    ...values,
  };
}

/** A server whose lookups all find the account (each test replaces what it needs). */
export function lookupServer(): FakeServer {
  const server = createFakeServer();
  server.on('POST /services/account/non-pii', ({ body }) =>
    careOk(
      identifiedAccount({
        authenticationType:
          (body as { authenticationType?: CareIdentifiedAccount['authenticationType'] })
            .authenticationType ?? 'RID_ACCT',
      }),
    ),
  );
  server.on('POST /services/identity/customer/flepz', () =>
    careOk({
      ...identifiedAccount({ authenticationType: 'FLEPZ', verified: true, firstName: 'Jordan' }),
      accountsFound: 1,
    }),
  );
  server.on('POST /services/identity/customer/rflz', () =>
    careOk(identifiedAccount({ authenticationType: 'RFLZ' })),
  );
  server.on('POST /services/authenticate/verify-pii-data', () =>
    careOk(identifiedAccount({ verified: true, firstName: 'Jordan' })),
  );
  return server;
}
