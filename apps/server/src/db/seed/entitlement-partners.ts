import { hash } from '@node-rs/argon2';
import { findOffersByPlanCodes } from '../../modules/catalog/index.ts';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  activateFor,
  requireEntitlement,
  SANDBOX_RESELLERS,
} from '../../modules/subscription/index.ts';
import {
  catalogOffers,
  entitlementPartners,
  type IdentityRow,
  partnerEntitlements,
  sandboxPartnerPurchases,
} from '../schema/index.ts';
import { offerOf } from './catalog-offer-builder.ts';
import { fullPrice } from './catalog-phases.ts';
import type { SeedPart } from './seed-part.ts';

const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');

/** The plans the sandbox partners sell, billed on their platforms (spec 001 §3 billingPlatform). */
export const PARTNER_PLAN_CODES = {
  roku: 'US_STREAM_PLAT_ROKU_MO',
  googlePlayCa: 'CA_STREAM_PLAT_GPLAY_MO',
} as const;

type DemoEntitlement = {
  id: string;
  resellerCode: string;
  productId: string;
  status: 'pending' | 'active' | 'cancelled' | 'expired';
  customerEmail: string | null;
  /** An activated one: the customer and account it is on (a password sign-in, no card). */
  activatedFor?: {
    identityId: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    accountNumber: string;
    language: 'en-US' | 'fr-CA';
  };
};

const roku = (n: string, status: DemoEntitlement['status']): DemoEntitlement => ({
  id: `ENT-ORBB-${n}`,
  resellerCode: SANDBOX_RESELLERS.us,
  productId: PARTNER_PLAN_CODES.roku,
  status,
  customerEmail: `roku.${n}@orbitradio.test`,
});
const googlePlay = (n: string, status: DemoEntitlement['status']): DemoEntitlement => ({
  id: `ENT-ORBB-${n}`,
  resellerCode: SANDBOX_RESELLERS.ca,
  productId: PARTNER_PLAN_CODES.googlePlayCa,
  status,
  customerEmail: `googleplay.${n}@orbitradio.test`,
});

/**
 * The sandbox partners' entitlements, one per state in each market (docs/demo-data.md, ADR 077):
 * Roku in the US (0194 active on account 10000194, 0195 and 0198 pending, 0196 cancelled, 0197
 * expired) and Google Play in Canada (0201, 0202 and 0204 pending, 0203 active on 10000203,
 * 0205 cancelled).
 */
export const DEMO_ENTITLEMENTS: readonly DemoEntitlement[] = [
  {
    ...roku('0194', 'active'),
    activatedFor: {
      identityId: 'idn_seed_entitlement_0194',
      email: 'entitled.0194@orbitradio.test',
      password: 'Partner-Billed-94',
      firstName: 'Rosa',
      lastName: 'Quintero',
      accountNumber: '10000194',
      language: 'en-US',
    },
  },
  roku('0195', 'pending'),
  roku('0196', 'cancelled'),
  roku('0197', 'expired'),
  roku('0198', 'pending'),
  googlePlay('0201', 'pending'),
  googlePlay('0202', 'pending'),
  {
    ...googlePlay('0203', 'active'),
    activatedFor: {
      identityId: 'idn_seed_entitlement_0203',
      email: 'entitled.0203@orbitradio.test',
      password: 'Partner-Billed-203',
      firstName: 'Élise',
      lastName: 'Tremblay',
      accountNumber: '10000203',
      language: 'fr-CA',
    },
  },
  googlePlay('0204', 'pending'),
  googlePlay('0205', 'cancelled'),
];

export const demoEntitlementPartners: SeedPart = {
  name: 'entitlement-partners',
  async run(tx, { now }) {
    await tx.insert(catalogOffers).values([
      offerOf(
        { country: 'us', currency: 'USD', serviceType: 'streaming' },
        {
          planCode: PARTNER_PLAN_CODES.roku,
          packageId: 'SXM_STREAMING_PLATINUM',
          name: 'Streaming Platinum — billed by Roku',
          billingPlatform: 'RokuPay',
          phases: [fullPrice(1099, 'USD')],
          sortOrder: 900,
        },
      ),
      offerOf(
        { country: 'ca', currency: 'CAD', serviceType: 'streaming' },
        {
          planCode: PARTNER_PLAN_CODES.googlePlayCa,
          packageId: 'SXM_STREAMING_PLATINUM',
          name: 'Streaming Platinum — billed by Google Play',
          billingPlatform: 'GooglePlayStore',
          phases: [fullPrice(1699, 'CAD')],
          sortOrder: 900,
        },
      ),
    ]);
    await tx.insert(entitlementPartners).values([
      {
        resellerCode: SANDBOX_RESELLERS.us,
        partnerName: 'Roku',
        billingPlatform: 'RokuPay',
        subscriptionSource: 'roku',
        country: 'us',
        createdAt: now,
      },
      {
        resellerCode: SANDBOX_RESELLERS.ca,
        partnerName: 'Google Play',
        billingPlatform: 'GooglePlayStore',
        subscriptionSource: 'google',
        country: 'ca',
        createdAt: now,
      },
    ]);
    for (const demo of DEMO_ENTITLEMENTS) {
      const ref = `sandbox-${demo.id.toLowerCase()}`;
      await tx.insert(partnerEntitlements).values({
        id: demo.id,
        resellerCode: demo.resellerCode,
        productId: demo.productId,
        status: demo.activatedFor ? 'pending' : demo.status,
        partnerSubscriptionRef: ref,
        customerEmailKey: demo.customerEmail,
        subscriptionId: null,
        accountNumber: null,
        activatedAt: null,
        partnerUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(sandboxPartnerPurchases).values({
        partnerSubscriptionRef: ref,
        resellerCode: demo.resellerCode,
        entitlementId: demo.id,
        productId: demo.productId,
        status: demo.status === 'active' ? 'pending' : demo.status,
        customerEmailKey: demo.customerEmail,
        updatedAt: now,
      });
      if (demo.activatedFor) await activateDemo(tx, demo, demo.activatedFor, now);
    }
    return `${DEMO_ENTITLEMENTS.length} partner entitlements of 2 sandbox partners`;
  },
};

/** An active one is activated as a customer would: a new sign-in and account, fixed ids. */
async function activateDemo(
  tx: Parameters<SeedPart['run']>[0],
  demo: DemoEntitlement,
  holder: NonNullable<DemoEntitlement['activatedFor']>,
  now: Date,
): Promise<void> {
  const found = await requireEntitlement(tx, demo.id);
  const offer = (await findOffersByPlanCodes(tx, [demo.productId])).get(demo.productId);
  if (!offer) throw new Error(`no offer ${demo.productId}`);
  const country = found.partner.country === 'ca' ? 'ca' : 'us';
  const identity: IdentityRow = {
    id: holder.identityId,
    state: 'ACCOUNT',
    handle: holder.email,
    handleKey: holder.email,
    emailAddress: holder.email,
    emailKey: holder.email,
    emailVerifiedAt: now,
    phoneNumber: null,
    phoneVerifiedAt: null,
    firstName: holder.firstName,
    lastName: holder.lastName,
    language: holder.language,
    country,
    accountNumber: null,
    privacyAgreements: [],
    createdAt: now,
    updatedAt: now,
  };
  await activateFor(tx, {
    found,
    offer,
    holder: {
      kind: 'new',
      identity,
      passwordHash: await hash(holder.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
      firstName: holder.firstName,
      lastName: holder.lastName,
    },
    country,
    locale: holder.language,
    now,
    ids: {
      accountNumber: holder.accountNumber,
      subscriptionId: `sub_seed_entitlement_${demo.id.slice(-4)}`,
    },
  });
}
