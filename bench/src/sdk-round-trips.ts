import { createOrbitSdk, type FetchLike, memoryCookieJar, memoryStorage } from '@orbit/sdk';

export interface RoundTrips {
  configRequests: number;
  bootstrapRequests: number;
  paths: string[];
}

/**
 * Counts the requests the SDK makes against a real server: a cold start with nothing stored, then
 * a warm start of a new SDK instance over the same storage and cookies (a page reload).
 * Every request here waits for the one before it, so requests equal round trips.
 */
export async function measureSdkRoundTrips(
  origin: string,
): Promise<{ cold: RoundTrips; warm: RoundTrips }> {
  const storage = memoryStorage();
  const cookies = memoryCookieJar();
  let paths: string[] = [];
  const countingFetch: FetchLike = (input, init) => {
    paths.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
    return fetch(input, init);
  };

  async function start(): Promise<RoundTrips> {
    const sdk = createOrbitSdk({
      serviceOrigin: origin,
      runtime: { fetch: countingFetch, storage, cookies },
    });
    try {
      paths = [];
      await sdk.loadConfig();
      const configRequests = paths.length;
      await sdk.session.bootstrap();
      return { configRequests, bootstrapRequests: paths.length - configRequests, paths };
    } finally {
      sdk.dispose();
    }
  }

  const cold = await start();
  const warm = await start();
  return { cold, warm };
}
