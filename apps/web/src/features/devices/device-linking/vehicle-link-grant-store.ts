import { type VehicleMagicLinkGrant, vehicleMagicLinkGrantSchema } from '@orbit/domain';

const KEY_PREFIX = 'orbit.vehicleLinkGrant.';

/** The tab's session storage, when the browser lets the page use it (private modes may not). */
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The grant a vehicle's link was redeemed for, kept for this tab: a link opens once (ADR 055), so a
 * reload, or the way back from signing in, reads the grant again instead of redeeming the spent
 * link. A grant past its expiry is forgotten.
 */
export const vehicleLinkGrants = {
  read(magicLinkId: string, now = Date.now()): VehicleMagicLinkGrant | undefined {
    const storage = tabStorage();
    const raw = storage?.getItem(KEY_PREFIX + magicLinkId);
    if (!raw) return undefined;
    try {
      const kept = vehicleMagicLinkGrantSchema.parse(JSON.parse(raw));
      if (Date.parse(kept.grantExpiresAt) > now) return kept;
    } catch {
      // Something else wrote the key: it is not a grant.
    }
    storage?.removeItem(KEY_PREFIX + magicLinkId);
    return undefined;
  },
  keep(magicLinkId: string, grant: VehicleMagicLinkGrant): void {
    try {
      tabStorage()?.setItem(KEY_PREFIX + magicLinkId, JSON.stringify(grant));
    } catch {
      // Storage full or refused: the page works until it is reloaded.
    }
  },
  forget(magicLinkId: string): void {
    tabStorage()?.removeItem(KEY_PREFIX + magicLinkId);
  },
};
