import type { Country, Identity, IdentityState, Locale, Profile } from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';

/** The identity as the API shows it to its owner. */
export function identityView(row: IdentityRow): Identity {
  return {
    identityId: row.id,
    state: row.state as IdentityState,
    handle: row.handle,
    contact: { emailAddress: row.emailAddress, phoneNumber: row.phoneNumber },
    language: row.language as Locale,
    accountNumber: row.accountNumber,
  };
}

export function profileView(row: IdentityRow): Profile {
  return {
    identityId: row.id,
    state: row.state as IdentityState,
    handle: row.handle,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language as Locale,
    contact: { emailAddress: row.emailAddress, phoneNumber: row.phoneNumber },
    emailVerified: row.emailVerifiedAt !== null,
    phoneVerified: row.phoneVerifiedAt !== null,
    accountNumber: row.accountNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The market whose field rules apply to the identity (the site it signed up on). */
export function marketOf(row: Pick<IdentityRow, 'country'>): Country {
  return row.country === 'ca' ? 'ca' : 'us';
}
