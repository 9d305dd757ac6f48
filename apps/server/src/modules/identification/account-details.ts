import { type Country, zipsMatch } from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';

/**
 * Whether a zip typed into a lookup is the account's: the service address's (where the radio
 * is), or the billing address's (what customers read on their bills).
 */
export function isZipOfAccount(
  zip: string,
  account: SubscriberAccountRow,
  country: Country,
): boolean {
  return (
    zipsMatch(zip, account.serviceAddress.zip, country) ||
    zipsMatch(zip, account.billingAddress?.zip, country)
  );
}
