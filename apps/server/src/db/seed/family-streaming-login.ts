import { hash } from '@node-rs/argon2';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  identities,
  passwordCredentials,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');
const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');
const STARTED_AT = new Date('2025-10-01T00:00:00Z');

/**
 * A streaming login that an account pays for but that is not its owner's sign-in: Théo
 * Tremblay, of Élise Gagnon's household, streams on her Canadian account 20000001. It is what
 * the account area's "Edit streaming login" changes (docs/demo-data.md). Its own part, so a demo
 * database seeded before it gets it too.
 */
export const DEMO_FAMILY_STREAMING = {
  identityId: 'idn_seed_famille_tremblay',
  handle: 'famille.tremblay@orbitradio.test',
  password: 'Erable-Sucre-36',
  accountNumber: '20000001',
  subscriptionId: 'sub_seed_streaming_0007',
  planCode: 'CA_STREAM_PLAT_MO',
  /** Streaming Platinum, Monthly, in Canada: CA$16.99 (no royalty fee in Canada). */
  priceMinor: 1699,
} as const;

export const demoFamilyStreamingLogin: SeedPart = {
  name: 'family-streaming-login',
  async run(tx) {
    const family = DEMO_FAMILY_STREAMING;
    // A streaming sign-in like the listener's: no account of its own, the household's language.
    await tx.insert(identities).values({
      id: family.identityId,
      state: 'STREAMING',
      handle: family.handle,
      handleKey: family.handle,
      emailAddress: family.handle,
      emailKey: family.handle,
      emailVerifiedAt: SEEDED_AT,
      phoneNumber: null,
      phoneVerifiedAt: null,
      firstName: 'Théo',
      lastName: 'Tremblay',
      language: 'fr-CA',
      country: 'ca',
      accountNumber: null,
      privacyAgreements: [],
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(passwordCredentials).values({
      identityId: family.identityId,
      passwordHash: await hash(family.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    // No billing profile: the account pays by invoice (it has no card on file), as the
    // listener's streaming on 10000003 does.
    await tx.insert(subscriptions).values({
      id: family.subscriptionId,
      accountNumber: family.accountNumber,
      radioId: null,
      planCode: family.planCode,
      packageId: 'SXM_STREAMING_PLATINUM',
      serviceType: 'streaming',
      status: 'Active',
      commerceState: 'active',
      source: 'internal',
      billingProfileId: null,
      streamingIdentityId: family.identityId,
      startedAt: STARTED_AT,
      endsAt: null,
      cancelledAt: null,
      createdAt: STARTED_AT,
      updatedAt: STARTED_AT,
    });
    await tx.insert(subscriptionPhases).values({
      id: `${family.subscriptionId}_phase_1`,
      subscriptionId: family.subscriptionId,
      position: 0,
      phase: 'fullPrice',
      planType: 'SELF_PAY',
      startsAt: STARTED_AT,
      endsAt: null,
      termMonths: 1,
      priceMinor: family.priceMinor,
      currency: 'CAD',
      isPrepaid: false,
      offerId: family.planCode,
    });
    return (
      `streaming login ${family.handle} (${family.identityId}) on account ` +
      `${family.accountNumber}: ${family.subscriptionId}`
    );
  },
};
