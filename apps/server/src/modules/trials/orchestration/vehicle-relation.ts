import type { VehicleRelation } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow } from '../../../db/schema/index.ts';
import { accountsOwnedBy } from '../../identification/index.ts';

/** How the caller (an identity, or an anonymous session) stands to the radio's account. */
export async function vehicleRelationOf(
  db: Db,
  identityId: string | undefined,
  radio: RadioRow,
): Promise<VehicleRelation> {
  if (!radio.accountNumber) return 'noAccount';
  if (!identityId) return 'otherAccount';
  const owned = await accountsOwnedBy(db, identityId);
  return owned.some((account) => account.accountNumber === radio.accountNumber)
    ? 'owner'
    : 'otherAccount';
}
