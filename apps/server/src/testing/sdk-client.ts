import {
  type CookieJar,
  createOrbitSdk,
  type FetchLike,
  type KeyValueStorage,
  memoryCookieJar,
  memoryStorage,
  type OrbitSdk,
} from '@orbit/sdk';
import type { TestApp } from './test-app.ts';

export interface SdkDevice {
  storage: KeyValueStorage;
  cookies: CookieJar;
  /** Every request the SDKs of this device made, as `METHOD /path`. */
  requests: string[];
}

/** What one browser keeps between page loads: its storage and its cookies. */
export function newSdkDevice(): SdkDevice {
  return { storage: memoryStorage(), cookies: memoryCookieJar(), requests: [] };
}

/** Listens on a loopback port so the SDK talks to the server over real HTTP. */
export async function listenOnLoopback(testApp: TestApp): Promise<string> {
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('127.0.0.1', 'localhost');
}

/**
 * An SDK on `device` talking to `origin`, on the test app's clock, so token expiry follows
 * `clock.advanceSeconds`.
 */
export function sdkOn(
  device: SdkDevice,
  origin: string,
  testApp: Pick<TestApp, 'clock'>,
  fetchThrough: FetchLike = (input, init) => fetch(input, init),
): OrbitSdk {
  return createOrbitSdk({
    serviceOrigin: origin,
    runtime: {
      storage: device.storage,
      cookies: device.cookies,
      now: () => testApp.clock.now().getTime(),
      fetch: (input, init) => {
        device.requests.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
        return fetchThrough(input, init);
      },
    },
  });
}
