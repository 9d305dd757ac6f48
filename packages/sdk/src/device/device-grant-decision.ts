import type { DeviceGrant } from '@orbit/domain';

export type DeviceGrantAction = 'fetchNew' | 'migrate' | 'refresh';

/**
 * What to do with the stored device grant at start (spec 001 §4): none or an expired one → fetch a
 * new one; an old version (null or v1) → migrate it; otherwise refresh it with the refresh grant.
 */
export function deviceGrantAction(
  stored: DeviceGrant | undefined,
  nowMs: number,
): DeviceGrantAction {
  if (!stored) return 'fetchNew';
  if (!(Date.parse(stored.grantExpiresAt) > nowMs)) return 'fetchNew';
  if (stored.grantVersion === null || stored.grantVersion === 'v1') return 'migrate';
  return 'refresh';
}
