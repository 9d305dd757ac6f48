import {
  type ContactOption,
  type Country,
  type Identity,
  type IdentityState,
  type Locale,
  type LoginInfo,
  maskEmail,
  maskPhoneNumber,
  type Profile,
} from '@orbit/domain';
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

export function contactOptionsOf(row: IdentityRow): ContactOption[] {
  const options: ContactOption[] = [];
  if (row.emailAddress) options.push({ type: 'EMAIL', maskedValue: maskEmail(row.emailAddress) });
  if (row.phoneNumber) {
    options.push({ type: 'PHONE', maskedValue: maskPhoneNumber(row.phoneNumber) });
  }
  return options;
}

/** How the identity can sign in (hasPasskey: it registered at least one passkey). */
export function loginInfoView(
  row: IdentityRow,
  hasPassword: boolean,
  hasPasskey = false,
): LoginInfo {
  return {
    identityId: row.id,
    contactOptions: contactOptionsOf(row),
    hasPassword,
    hasPasskey,
  };
}

/** The market whose field rules apply to the identity (the site it signed up on). */
export function marketOf(row: Pick<IdentityRow, 'country'>): Country {
  return row.country === 'ca' ? 'ca' : 'us';
}
