import { hash } from '@node-rs/argon2';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import { identities, passwordCredentials } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

/**
 * Demo sign-ins (docs/demo-data.md lists them with their passwords). Emails use the reserved
 * `.test` domain. Hashes are argon2id with the production parameters and a fixed salt, so the
 * seed is the same on every machine.
 */
export const DEMO_IDENTITIES = {
  listener: {
    id: 'idn_seed_listener',
    handle: 'listener@orbitradio.test',
    password: 'Comet-Tail-42',
  },
  accountHolder: {
    id: 'idn_seed_account_holder',
    handle: 'orbitowner1',
    emailAddress: 'owner@orbitradio.test',
    password: 'Nebula-Drift-77',
  },
  passwordless: { id: 'idn_seed_passwordless', handle: 'passwordless@orbitradio.test' },
  canadian: {
    id: 'idn_seed_auditrice',
    handle: 'auditrice@orbitradio.test',
    password: 'Aurore-Boreale-58',
  },
} as const;

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');
const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');

const base = {
  emailVerifiedAt: SEEDED_AT,
  phoneVerifiedAt: null,
  privacyAgreements: [],
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
};

export const demoIdentities: SeedPart = {
  name: 'demo-identities',
  async run(tx) {
    const { listener, accountHolder, passwordless, canadian } = DEMO_IDENTITIES;
    await tx.insert(identities).values([
      {
        ...base,
        id: listener.id,
        state: 'STREAMING',
        handle: listener.handle,
        handleKey: listener.handle,
        emailAddress: listener.handle,
        emailKey: listener.handle,
        phoneNumber: '2125550142',
        firstName: 'Lee',
        lastName: 'Park',
        language: 'en-US',
        country: 'us',
        accountNumber: null,
      },
      {
        ...base,
        id: accountHolder.id,
        state: 'ACCOUNT',
        handle: accountHolder.handle,
        handleKey: accountHolder.handle,
        emailAddress: accountHolder.emailAddress,
        emailKey: accountHolder.emailAddress,
        phoneNumber: null,
        firstName: 'Jordan',
        lastName: 'Rivera',
        language: 'en-US',
        country: 'us',
        accountNumber: '10000001',
      },
      {
        ...base,
        id: passwordless.id,
        state: 'STREAMING',
        handle: passwordless.handle,
        handleKey: passwordless.handle,
        emailAddress: passwordless.handle,
        emailKey: passwordless.handle,
        phoneNumber: null,
        firstName: null,
        lastName: null,
        language: 'en-US',
        country: 'us',
        accountNumber: null,
      },
      {
        ...base,
        id: canadian.id,
        state: 'ACCOUNT',
        handle: canadian.handle,
        handleKey: canadian.handle,
        emailAddress: canadian.handle,
        emailKey: canadian.handle,
        phoneNumber: '5145550199',
        firstName: 'Élise',
        lastName: 'Gagnon',
        language: 'fr-CA',
        country: 'ca',
        accountNumber: '20000001',
      },
    ]);
    for (const { id, password } of [listener, accountHolder, canadian]) {
      const passwordHash = await hash(password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT });
      await tx.insert(passwordCredentials).values({
        identityId: id,
        passwordHash,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      });
    }
    // The summary is logged: ids and handles only; docs/demo-data.md has the passwords.
    return `4 identities (${Object.values(DEMO_IDENTITIES)
      .map((identity) => identity.handle)
      .join(', ')})`;
  },
};
