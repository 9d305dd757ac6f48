import {
  FIELD_ERROR_CODES,
  isValidPersonName,
  type Profile,
  type ProfilePatch,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { type IdentityRow, identities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { marketOf, profileView } from './identity-view.ts';
import { recordPrivacyAgreements } from './privacy-agreements.ts';

/**
 * `PATCH profile/v1/profile` (updateAccount): names (the market's name rule; null clears one),
 * language, and privacy agreements recorded as `accept-terms` records them. Everything is checked
 * before anything is written.
 */
export async function updateProfile(
  deps: IdentityDeps,
  identity: IdentityRow,
  patch: ProfilePatch,
): Promise<Profile> {
  const country = marketOf(identity);
  const changes: Partial<IdentityRow> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value !== null && !isValidPersonName(value, country)) {
      throw new AppError('INVALID_PAYLOAD', `Profile ${field} not valid`, {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: field }],
      });
    }
    changes[field] = value === null ? null : value.trim();
  }
  if (patch.language) changes.language = patch.language;
  if (patch.privacyAgreements) {
    await recordPrivacyAgreements(deps, identity.id, patch.privacyAgreements);
  }
  if (Object.keys(changes).length === 0) return profileView(identity);
  const [row] = await deps.db
    .update(identities)
    .set({ ...changes, updatedAt: deps.clock() })
    .where(eq(identities.id, identity.id))
    .returning();
  return profileView(row ?? identity);
}
