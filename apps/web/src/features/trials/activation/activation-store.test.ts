import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { activationStoreFor } from './activation-store.ts';
import { claimableOffer, trialActivation } from './testing/activation-fakes.ts';

/** Just what the store reads of the app: its random bytes, a different byte each call. */
function appServices(): AppServices {
  let next = 0;
  const randomBytes = (length: number) => {
    next += 1;
    return new Uint8Array(length).fill(next);
  };
  return { sdk: { runtime: { randomBytes } } } as unknown as AppServices;
}

describe('the activation store', () => {
  it('is one per app, starting with nothing found and nothing activated', () => {
    const services = appServices();
    const store = activationStoreFor(services);
    expect(activationStoreFor(services)).toBe(store);
    expect(activationStoreFor(appServices())).not.toBe(store);
    expect(store.get()).toMatchObject({ twoStep: undefined, activated: undefined });
    expect(store.get().transactionId).toMatch(/^OSC-/);
  });

  it('keeps the two-step radio until an activation starts a new claim with a new id', () => {
    const store = activationStoreFor(appServices());
    const first = store.get().transactionId;
    store.update({ twoStep: { deviceRef: 'dref_1', result: claimableOffer() } });
    store.newAttempt({});
    const retried = store.get().transactionId;
    expect(retried).not.toBe(first);
    expect(store.get().twoStep?.deviceRef).toBe('dref_1');

    const activated = {
      flow: 'twoStep' as const,
      activation: trialActivation(),
      oemBranding: null,
    };
    store.restart({ activated });
    expect(store.get().activated).toEqual(activated);
    expect(store.get().twoStep).toBeUndefined();
    expect(store.get().transactionId).not.toBe(retried);
  });
});
