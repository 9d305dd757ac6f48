import { SANDBOX_GOOGLE_CLIENT_ID } from '@orbit/domain';
import { providerRecordIdHash } from '../../modules/devices/index.ts';
import { hashCredential } from '../../modules/session/index.ts';
import {
  accountLinkEvents,
  deviceAuthorizations,
  devices,
  oauthProviderRecords,
  sessionFamilies,
  sessions,
} from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/**
 * The devices and sign-ins demo accounts (ADR 078, docs/demo-data.md). `10000211` has something
 * in every section but passkeys (a passkey needs its private key on the customer's device: make
 * one on `subscribe/sal-2`): a TV linked by code and signed in, a speaker linked by a link code,
 * and Google linked through the sandbox partner. `10000212` starts empty; the browser test links
 * a TV and makes and deletes a passkey on it.
 */
export const SIGN_INS_DEMO = {
  withDevices: {
    identityId: 'idn_seed_signins_211',
    handle: 'devices@orbitradio.test',
    password: 'Orbit-Devices-211',
    accountNumber: '10000211',
  },
  fresh: {
    identityId: 'idn_seed_signins_212',
    handle: 'devices-fresh@orbitradio.test',
    password: 'Orbit-Devices-212',
    accountNumber: '10000212',
  },
} as const;

const DENVER = {
  addressLine1: '1437 Bannock St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
} as const;

type Tx = Parameters<SeedPart['run']>[0];

/** A device that signed in with an approved code (`flow`), its session live for 60 days. */
async function seedLinkedDevice(
  tx: Tx,
  identityId: string,
  device: { id: string; flow: 'tv' | 'speaker'; name: string | null; platform: string },
  linkedAt: Date,
  now: Date,
) {
  const far = new Date(now.getTime() + 60 * DAY_MS);
  await tx.insert(devices).values({
    id: device.id,
    platform: device.platform,
    attributes: {},
    grantVersion: 'v2',
    // Hashes of values nobody holds: the demo device is listed and revocable, never used.
    grantHash: hashCredential(`${device.id}-grant`),
    grantExpiresAt: far,
    refreshGrantHash: hashCredential(`${device.id}-refresh-grant`),
    refreshGrantExpiresAt: far,
    identityId: device.flow === 'speaker' ? identityId : null,
    registeredAt: device.flow === 'speaker' ? linkedAt : null,
    name: device.name,
    createdAt: linkedAt,
    grantIssuedAt: linkedAt,
  });
  await tx.insert(deviceAuthorizations).values({
    id: `dau_seed_${device.id}`,
    deviceCodeHash: hashCredential(`${device.id}-device-code`),
    userCodeLookup: 'ZZZZ',
    userCodeHash: hashCredential(`${device.id}-user-code`),
    flow: device.flow,
    deviceId: device.id,
    status: 'redeemed',
    identityId,
    wrongGuesses: 0,
    intervalSeconds: 5,
    lastPolledAt: linkedAt,
    decidedAt: linkedAt,
    createdAt: linkedAt,
    expiresAt: new Date(linkedAt.getTime() + 600_000),
  });
  const familyId = `sfam_seed_${device.id}`;
  await tx.insert(sessionFamilies).values({
    id: familyId,
    sessionType: 'authenticated',
    identityId,
    deviceId: device.id,
    entitlementHash: 'seed',
    convergenceToken: null,
    location: { country: 'US', region: 'CO' },
    createdAt: linkedAt,
    revokedAt: null,
    revokedReason: null,
  });
  const lastUsed = new Date(now.getTime() - DAY_MS);
  await tx.insert(sessions).values({
    id: `ses_seed_${device.id}`,
    familyId,
    accessTokenId: `at_seed_${device.id}`,
    accessTokenHash: hashCredential(`${device.id}-access-token`),
    accessTokenExpiresAt: new Date(lastUsed.getTime() + 3_600_000),
    refreshTokenHash: hashCredential(`${device.id}-refresh-token`),
    refreshTokenExpiresAt: far,
    createdAt: lastUsed,
    rotatedAt: null,
  });
}

export const demoSignInsAccounts: SeedPart = {
  name: 'sign-ins-accounts',
  async run(tx, { now }) {
    const since = new Date(now.getTime() - 30 * DAY_MS);
    for (const [index, demo] of [SIGN_INS_DEMO.withDevices, SIGN_INS_DEMO.fresh].entries()) {
      await seedDemoCardHolder(
        tx,
        {
          identityId: demo.identityId,
          handle: demo.handle,
          password: demo.password,
          firstName: index === 0 ? 'Dana' : 'Devon',
          lastName: 'Reyes',
          phone: null,
          language: 'en-US',
          country: 'us',
          currency: 'USD',
          accountNumber: demo.accountNumber,
          serviceAddress: DENVER,
          card: { token: `ctok_seed_${demo.accountNumber}_4242`, brand: 'visa', last4: '4242' },
        },
        since,
      );
    }
    const { identityId } = SIGN_INS_DEMO.withDevices;
    await seedLinkedDevice(
      tx,
      identityId,
      { id: 'dev_seed_signins_tv', flow: 'tv', name: 'Living room TV', platform: 'tv' },
      new Date(now.getTime() - 20 * DAY_MS),
      now,
    );
    await seedLinkedDevice(
      tx,
      identityId,
      { id: 'dev_seed_signins_speaker', flow: 'speaker', name: null, platform: 'speaker' },
      new Date(now.getTime() - 10 * DAY_MS),
      now,
    );
    // Google linked through the sandbox partner: the provider's grant and the consent naming it.
    const grantId = 'seed-grant-signins-211';
    const consentedAt = new Date(now.getTime() - 5 * DAY_MS);
    await tx.insert(oauthProviderRecords).values({
      model: 'Grant',
      idHash: providerRecordIdHash(grantId),
      payload: {
        kind: 'Grant',
        accountId: identityId,
        clientId: SANDBOX_GOOGLE_CLIENT_ID,
        iat: Math.floor(consentedAt.getTime() / 1000),
      },
      expiresAt: new Date(consentedAt.getTime() + 5 * 365 * DAY_MS),
    });
    await tx.insert(accountLinkEvents).values({
      id: 'ale_seed_signins_211',
      event: 'consented',
      identityId,
      clientId: SANDBOX_GOOGLE_CLIENT_ID,
      grantId,
      scopes: ['listening', 'account_status'],
      at: consentedAt,
    });
    return 'devices and sign-ins: 10000211 (TV, speaker, Google), 10000212 (nothing yet)';
  },
};
