import { type BillingClient, createBillingClient, type OrbitSdk } from '@orbit/sdk';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { orbitSessionFor } from '../../shared/services/orbit-sdk.ts';

/**
 * The service API's billing client for the saved cards (`billing/v1/payment-methods`), once the
 * SDK's session is started: the cards are the signed-in session's.
 */
export type SavedCards = () => Promise<BillingClient>;

const bySdk = new WeakMap<OrbitSdk, SavedCards>();

/** One per SDK, so it can sit in hook dependencies and query functions alike. */
export function savedCardsOf(sdk: OrbitSdk): SavedCards {
  let savedCards = bySdk.get(sdk);
  if (!savedCards) {
    const client = createBillingClient(sdk);
    savedCards = async () => {
      await orbitSessionFor(sdk).ensureStarted();
      return client;
    };
    bySdk.set(sdk, savedCards);
  }
  return savedCards;
}

export function useSavedCards(): SavedCards {
  return savedCardsOf(useAppServices().sdk);
}
