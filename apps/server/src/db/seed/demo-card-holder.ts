import { hash } from '@node-rs/argon2';
import type { Address, Locale } from '@orbit/domain';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  billingProfiles,
  identities,
  passwordCredentials,
  paymentMethods,
  sandboxGatewayCards,
  subscriberAccounts,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');

/** A demo customer who signs in with a password and pays by the card on their account. */
export type DemoCardHolder = {
  identityId: string;
  /** The email they sign in with. */
  handle: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Locale;
  country: 'us' | 'ca';
  currency: 'USD' | 'CAD';
  accountNumber: string;
  serviceAddress: Address;
  card: {
    token: string;
    brand: string;
    last4: string;
    /** Default 12/2031. */
    expiry?: { month: number; year: number };
    /** What the sandbox gateway answers a charge: `succeeds` (default) or `declined`. */
    outcome?: 'succeeds' | 'declined';
  };
};

/**
 * Writes the sign-in (argon2id with a fixed salt, so the seed is the same everywhere), the
 * account it owns, its billing profile and the card on file — with the sandbox gateway's side of
 * the card, so a charge on file succeeds. Answers the profile and payment method ids, for the
 * subscriptions the caller adds.
 */
export async function seedDemoCardHolder(
  tx: Parameters<SeedPart['run']>[0],
  holder: DemoCardHolder,
  at: Date,
): Promise<{ profileId: string; paymentMethodId: string }> {
  const profileId = `bp_seed_${holder.accountNumber}`;
  const paymentMethodId = `pm_seed_${holder.accountNumber}_${holder.card.brand}`;
  const since = { createdAt: at, updatedAt: at };
  await tx.insert(identities).values({
    id: holder.identityId,
    state: 'ACCOUNT',
    handle: holder.handle,
    handleKey: holder.handle,
    emailAddress: holder.handle,
    emailKey: holder.handle,
    emailVerifiedAt: at,
    phoneNumber: holder.phone,
    phoneVerifiedAt: null,
    firstName: holder.firstName,
    lastName: holder.lastName,
    language: holder.language,
    country: holder.country,
    accountNumber: holder.accountNumber,
    privacyAgreements: [],
    ...since,
  });
  await tx.insert(passwordCredentials).values({
    identityId: holder.identityId,
    passwordHash: await hash(holder.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
    ...since,
  });
  await tx.insert(subscriberAccounts).values({
    accountNumber: holder.accountNumber,
    country: holder.country,
    firstName: holder.firstName,
    lastName: holder.lastName,
    email: holder.handle,
    emailKey: holder.handle,
    phone: holder.phone,
    serviceAddress: holder.serviceAddress,
    billingAddress: holder.serviceAddress,
    language: holder.language,
    ownerIdentityId: holder.identityId,
    ...since,
  });
  await tx.insert(billingProfiles).values({
    id: profileId,
    accountNumber: holder.accountNumber,
    firstName: holder.firstName,
    lastName: holder.lastName,
    serviceAddress: holder.serviceAddress,
    currency: holder.currency,
    defaultPaymentMethodId: paymentMethodId,
    status: 'open',
    ...since,
  });
  const card = {
    brand: holder.card.brand,
    last4: holder.card.last4,
    expiryMonth: holder.card.expiry?.month ?? 12,
    expiryYear: holder.card.expiry?.year ?? 2031,
  };
  await tx.insert(paymentMethods).values({
    id: paymentMethodId,
    billingProfileId: profileId,
    gateway: 'sandbox',
    gatewayToken: holder.card.token,
    ...card,
    nameOnCard: `${holder.firstName} ${holder.lastName}`,
    billingAddress: holder.serviceAddress,
    status: 'active',
    createdAt: at,
    removedAt: null,
  });
  // The fingerprint is a fixed stand-in: no card number was ever typed for a seeded card.
  await tx.insert(sandboxGatewayCards).values({
    token: holder.card.token,
    ...card,
    outcome: holder.card.outcome ?? 'succeeds',
    fingerprint: `seed-fingerprint-${holder.card.token}`,
    createdAt: at,
  });
  return { profileId, paymentMethodId };
}
