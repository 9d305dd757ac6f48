import { eq } from 'drizzle-orm';
import { hashSecret } from '../../modules/identity/index.ts';
import { vehicleMagicLinks, vehicleSales } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';
import {
  caAddress,
  insertOffer,
  insertRadio,
  insertSale,
  usAddress,
  vin,
} from './trial-activation-radios.ts';
import { ORCHESTRATION_DEMO_VEHICLES } from './vehicle-orchestration.ts';

type Tx = Parameters<SeedPart['run']>[0];
const DAY_MS = 86_400_000;
const days = (now: Date, count: number) => new Date(now.getTime() + count * DAY_MS);

/** The password of the vehicle-link demo sign-ins (docs/demo-data.md). */
export const VEHICLE_LINK_DEMO_PASSWORD = 'Link-Drive-81';

/** A readable, fixed link id of the demo's shape (`ovl_` and 43 URL-safe characters). */
const linkId = (name: string) => `ovl_${name.padEnd(43, '0')}`;

/**
 * The vehicle magic link demo (ADR 055, docs/demo-data.md "Vehicle magic links"): a link id for
 * each SAL status and for each refusal of a link. Every vehicle but the claimed one is an OEM
 * trial running unclaimed since its sale ten days before the seed.
 */
export const VEHICLE_LINK_DEMO = {
  /** No identity has the sale's email: the new-identity case. */
  emailAvailable: {
    radioId: 'ORBL0081',
    magicLinkId: linkId('demoEmailAvailableORBL0081'),
    email: 'linkme.newdriver@orbitradio.test',
  },
  /** A US identity with a password has the email: the signed-in case (account 10000082). */
  signInToReuse: {
    radioId: 'ORBL0082',
    magicLinkId: linkId('demoSignInToReuseORBL0082'),
    email: 'linkme.returning@orbitradio.test',
    identityId: 'idn_seed_vlink_returning',
    accountNumber: '10000082',
  },
  /** The sale carries no email. */
  noEmail: { radioId: 'ORBL0083', magicLinkId: linkId('demoNoEmailORBL0083') },
  /** A Canadian identity has the email of this US car's sale (account 10000084). */
  emailTaken: {
    radioId: 'ORBL0084',
    magicLinkId: linkId('demoEmailTakenORBL0084'),
    email: 'linkme.canadian@orbitradio.test',
    identityId: 'idn_seed_vlink_canadian',
    accountNumber: '10000084',
  },
  /** Claimed through this link by the owner of the orchestration demo's ORBW0073. */
  claimed: {
    radioId: ORCHESTRATION_DEMO_VEHICLES.trialClaimed.radioId,
    magicLinkId: linkId('demoClaimedORBW0073'),
    identityId: ORCHESTRATION_DEMO_VEHICLES.trialClaimed.owner.identityId,
  },
  /** Past its expiry: MAGIC_LINK_EXPIRED. */
  expired: { radioId: 'ORBL0085', magicLinkId: linkId('demoExpiredORBL0085') },
  /** Redeemed before: MAGIC_LINK_ALREADY_USED. */
  used: { radioId: 'ORBL0086', magicLinkId: linkId('demoUsedORBL0086') },
} as const;

/** A car sold ten days ago with an OEM trial running unclaimed since (TRIAL_NOT_CLAIMED). */
async function soldCar(tx: Tx, radioId: string, email: string | null, now: Date) {
  const soldOn = days(now, -10);
  const serial = radioId.slice(-4);
  await insertRadio(
    tx,
    { radioId, vin: vin(`4WBVHXRLT000${serial}`), year: 2026, make: 'Kia', model: 'Telluride' },
    now,
  );
  const saleId = await insertSale(
    tx,
    radioId,
    {
      firstName: 'Jordan',
      lastName: `Linker${serial}`,
      email: email ?? `nobody.${serial}@orbitradio.test`,
      phone: `512555${serial}`,
      address: usAddress('600 Congress Ave', 'Austin', 'TX', '78701'),
      vin: vin(`4WBVHXRLT000${serial}`),
    },
    soldOn,
  );
  if (email === null) {
    await tx
      .update(vehicleSales)
      .set({ buyerEmail: null, buyerEmailKey: null })
      .where(eq(vehicleSales.id, saleId));
  }
  await insertOffer(
    tx,
    radioId,
    { program: 'OEM', market: 'us', claimableUntil: days(now, 170), startedAt: soldOn, saleId },
    now,
  );
}

async function insertLink(
  tx: Tx,
  link: { radioId: string; magicLinkId: string },
  row: {
    sentTo: string | null;
    createdAt: Date;
    expiresAt: Date;
    redeemedAt?: Date;
    claimedIdentityId?: string;
  },
) {
  await tx.insert(vehicleMagicLinks).values({
    id: `vml_seed_${link.radioId.toLowerCase()}`,
    linkHash: hashSecret(link.magicLinkId),
    radioId: link.radioId,
    sentTo: row.sentTo,
    channel: 'email',
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    redeemedAt: row.redeemedAt ?? null,
    claimedIdentityId: row.claimedIdentityId ?? null,
    claimedAt: row.claimedIdentityId ? row.createdAt : null,
  });
}

async function demoSignIn(
  tx: Tx,
  person: { identityId: string; email: string; accountNumber: string },
  names: [string, string],
  market: 'us' | 'ca',
  now: Date,
) {
  await seedDemoCardHolder(
    tx,
    {
      identityId: person.identityId,
      handle: person.email,
      password: VEHICLE_LINK_DEMO_PASSWORD,
      firstName: names[0],
      lastName: names[1],
      phone: null,
      language: market === 'ca' ? 'en-CA' : 'en-US',
      country: market,
      currency: market === 'ca' ? 'CAD' : 'USD',
      accountNumber: person.accountNumber,
      serviceAddress:
        market === 'ca'
          ? caAddress('100 King St W', 'Toronto', 'ON', 'M5X 1A9')
          : usAddress('600 Congress Ave', 'Austin', 'TX', '78701'),
      card: {
        token: `ctok_seed_vlink_${person.accountNumber}_visa`,
        brand: 'visa',
        last4: `42${person.accountNumber.slice(-2)}`,
      },
    },
    days(now, -300),
  );
}

export const demoVehicleMagicLinks: SeedPart = {
  name: 'vehicle-magic-links',
  async run(tx, { now }) {
    const D = VEHICLE_LINK_DEMO;
    // Demo links last a year from the seed, so the demo keeps working; real ones last 72 hours.
    const open = { createdAt: now, expiresAt: days(now, 365) };
    await demoSignIn(tx, D.signInToReuse, ['Riley', 'Returning'], 'us', now);
    await demoSignIn(tx, D.emailTaken, ['Camille', 'Tremblay'], 'ca', now);

    await soldCar(tx, D.emailAvailable.radioId, D.emailAvailable.email, now);
    await insertLink(tx, D.emailAvailable, { sentTo: D.emailAvailable.email, ...open });
    await soldCar(tx, D.signInToReuse.radioId, D.signInToReuse.email, now);
    await insertLink(tx, D.signInToReuse, { sentTo: D.signInToReuse.email, ...open });
    await soldCar(tx, D.noEmail.radioId, null, now);
    await insertLink(tx, D.noEmail, { sentTo: null, ...open });
    await soldCar(tx, D.emailTaken.radioId, D.emailTaken.email, now);
    await insertLink(tx, D.emailTaken, { sentTo: D.emailTaken.email, ...open });
    await insertLink(tx, D.claimed, {
      sentTo: ORCHESTRATION_DEMO_VEHICLES.trialClaimed.owner.handle,
      ...open,
      claimedIdentityId: D.claimed.identityId,
    });
    await soldCar(tx, D.expired.radioId, 'linkme.expired@orbitradio.test', now);
    await insertLink(tx, D.expired, {
      sentTo: 'linkme.expired@orbitradio.test',
      createdAt: days(now, -4),
      expiresAt: days(now, -1),
    });
    await soldCar(tx, D.used.radioId, 'linkme.used@orbitradio.test', now);
    await insertLink(tx, D.used, {
      sentTo: 'linkme.used@orbitradio.test',
      ...open,
      redeemedAt: days(now, -1),
    });
    return `vehicle magic links: ${Object.keys(D).length} links, radios ORBL0081–ORBL0086, accounts 10000082, 10000084`;
  },
};
