import { hash } from '@node-rs/argon2';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import type { IdentityRole } from '../../platform/auth/identity-roles.ts';
import { identities, identityRoles, passwordCredentials } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');

/** A demo staff login: a care sign-in owning no account, holding one role. */
export type DemoStaffLogin = {
  identityId: string;
  handle: string;
  password: string;
  firstName: string;
  lastName: string;
  role: IdentityRole;
};

/**
 * Writes a staff login (the student reviewer, the operator): the sign-in, its password (argon2id
 * with the seed's fixed salt) and its role.
 */
export async function seedDemoStaffLogin(
  tx: Parameters<SeedPart['run']>[0],
  staff: DemoStaffLogin,
  now: Date,
): Promise<void> {
  await tx.insert(identities).values({
    id: staff.identityId,
    // A care login (its page signs in on the care API), owning no account.
    state: 'ACCOUNT',
    handle: staff.handle,
    handleKey: staff.handle,
    emailAddress: staff.handle,
    emailKey: staff.handle,
    emailVerifiedAt: now,
    phoneNumber: null,
    phoneVerifiedAt: null,
    firstName: staff.firstName,
    lastName: staff.lastName,
    language: 'en-US',
    country: 'us',
    accountNumber: null,
    privacyAgreements: [],
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(passwordCredentials).values({
    identityId: staff.identityId,
    passwordHash: await hash(staff.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(identityRoles)
    .values({ identityId: staff.identityId, role: staff.role, grantedAt: now });
}
