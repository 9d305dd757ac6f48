import {
  type CareEntitlement,
  entitlementRedemptionOf,
  type Locale,
  type PartnerBillingPlatform,
  type PartnerEntitlement,
  type PartnerEntitlementStatus,
} from '@orbit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type EntitlementPartnerRow,
  entitlementPartners,
  type PartnerEntitlementRow,
  partnerEntitlements,
  subscriberAccounts,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOffersByPlanCodes, type OfferWithPackage } from '../../catalog/index.ts';
import { packageNameOf } from '../../checkout/index.ts';

export type EntitlementWithPartner = {
  entitlement: PartnerEntitlementRow;
  partner: EntitlementPartnerRow;
};

export function entitlementNotFound(): AppError {
  return new AppError('ENTITLEMENT_NOT_FOUND', 'no entitlement with this id', {
    notFoundResourceType: 'entitlement',
  });
}

/** The entitlement and its partner, or ENTITLEMENT_NOT_FOUND. */
export async function requireEntitlement(db: Db, id: string): Promise<EntitlementWithPartner> {
  const [found] = await db
    .select({ entitlement: partnerEntitlements, partner: entitlementPartners })
    .from(partnerEntitlements)
    .innerJoin(
      entitlementPartners,
      eq(entitlementPartners.resellerCode, partnerEntitlements.resellerCode),
    )
    .where(eq(partnerEntitlements.id, id.trim()));
  if (!found) throw entitlementNotFound();
  return found;
}

/** The accounts the identity owns: where its entitlements are, and where a new one goes. */
export async function ownedAccountNumbers(db: Db, identityId: string): Promise<string[]> {
  const rows = await db
    .select({ accountNumber: subscriberAccounts.accountNumber })
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.ownerIdentityId, identityId))
    .orderBy(subscriberAccounts.createdAt);
  return rows.map((row) => row.accountNumber);
}

/** The entitlements on the identity's accounts, with their partners, optionally of one partner. */
export async function entitlementsOfIdentity(
  db: Db,
  identityId: string,
  resellerCode?: string,
): Promise<EntitlementWithPartner[]> {
  const accounts = await ownedAccountNumbers(db, identityId);
  if (accounts.length === 0) return [];
  return db
    .select({ entitlement: partnerEntitlements, partner: entitlementPartners })
    .from(partnerEntitlements)
    .innerJoin(
      entitlementPartners,
      eq(entitlementPartners.resellerCode, partnerEntitlements.resellerCode),
    )
    .where(
      and(
        inArray(partnerEntitlements.accountNumber, accounts),
        resellerCode ? eq(partnerEntitlements.resellerCode, resellerCode) : undefined,
      ),
    )
    .orderBy(partnerEntitlements.id);
}

/** The offer the partner sold; an entitlement of an offer we no longer know is not found. */
export async function offerOfEntitlement(
  db: Db,
  entitlement: PartnerEntitlementRow,
): Promise<OfferWithPackage> {
  const offer = (await findOffersByPlanCodes(db, [entitlement.productId])).get(
    entitlement.productId,
  );
  if (!offer) throw entitlementNotFound();
  return offer;
}

export function statusOf(row: PartnerEntitlementRow): PartnerEntitlementStatus {
  return row.status as PartnerEntitlementStatus;
}

/** `partnerentitlements/v1`'s view (spec 001 §3, §4 redemption). */
export function partnerEntitlementView(found: EntitlementWithPartner): PartnerEntitlement {
  const { entitlement, partner } = found;
  return {
    id: entitlement.id,
    subscriptionId: entitlement.subscriptionId,
    productId: entitlement.productId,
    status: statusOf(entitlement),
    redemption: entitlementRedemptionOf(entitlement.status),
    resellerCode: partner.resellerCode,
    partnerName: partner.partnerName,
  };
}

/** What the entitlement page shows (flows §8.6 guard). */
export function careEntitlementView(
  found: EntitlementWithPartner,
  offer: OfferWithPackage,
  context: { locale: Locale; callerAccounts: readonly string[] },
): CareEntitlement {
  const { entitlement, partner } = found;
  const isActive = entitlement.subscriptionId !== null && entitlement.status === 'active';
  return {
    entitlementId: entitlement.id,
    resellerCode: partner.resellerCode,
    partnerName: partner.partnerName,
    billingPlatform: partner.billingPlatform as PartnerBillingPlatform,
    country: partner.country === 'ca' ? 'CA' : 'US',
    isActive,
    status: statusOf(entitlement),
    redemption: entitlementRedemptionOf(entitlement.status),
    planCode: offer.planCode,
    packageName: packageNameOf(offer, context.locale),
    serviceType: offer.serviceType === 'satellite' ? 'satellite' : 'streaming',
    isCallers:
      isActive &&
      entitlement.accountNumber !== null &&
      context.callerAccounts.includes(entitlement.accountNumber),
  };
}
