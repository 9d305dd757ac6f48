import {
  accountCalls,
  createCareRequester,
  createSubscriptionsClient,
  isCareApiError,
  isServiceError,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/capture-logs.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

const started: OrbitSdk[] = [];
afterEach(() => {
  for (const sdk of started.splice(0)) sdk.dispose();
});

async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/** The server's request ids, as its log lines carry them. */
const loggedRequestIds = (logs: ReturnType<typeof captureLogs>) =>
  logs.lines().map((line) => line.requestId);

describe('the request id a failed call carries, against the server', () => {
  it('is the id the server answered and logged, for a care call and for a service call', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logger: logs.logger });
    const origin = await listenOnLoopback(testApp);

    // Nobody signed in: the care API refuses the account, the service API the subscriptions.
    const care = accountCalls(createCareRequester({ baseUrl: `${origin}/services` }));
    const careFailure = await rejectionOf(care.getAccount({}));
    if (!isCareApiError(careFailure)) throw new Error(`expected a care error: ${careFailure}`);
    expect(careFailure.status).toBe(401);
    expect(careFailure.requestId).toMatch(/^req_[\w-]{16}$/);

    const sdk = sdkOn(newSdkDevice(), origin, testApp);
    started.push(sdk);
    await sdk.loadConfig();
    await sdk.session.bootstrap();
    const serviceFailure = await rejectionOf(createSubscriptionsClient(sdk).listSubscriptions());
    if (!isServiceError(serviceFailure)) throw new Error(`expected a service error`);
    expect(serviceFailure.status).toBe(403);
    expect(serviceFailure.requestId).toMatch(/^req_[\w-]{16}$/);

    expect(loggedRequestIds(logs)).toEqual(
      expect.arrayContaining([careFailure.requestId, serviceFailure.requestId]),
    );
  });
});
