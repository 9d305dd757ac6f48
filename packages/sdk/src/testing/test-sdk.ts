import type { ApplicationConfig } from '@orbit/domain';
import { createOrbitSdk, type OrbitSdk } from '../orbit-sdk.ts';
import { FAKE_ORIGIN, FakeService, fakeApplicationConfig } from './fake-service.ts';

/** An SDK wired to a fake service, its domain config already supplied. */
export function createTestSdk(
  service = new FakeService(),
  config: ApplicationConfig = fakeApplicationConfig(),
): { sdk: OrbitSdk; service: FakeService } {
  const sdk = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
  sdk.config.supply(config, service.time.now());
  return { sdk, service };
}
