import {
  type BillingProfile,
  type BillingServiceAddress,
  type CreateBillingProfileRequest,
  CURRENCY_BY_COUNTRY,
  canUpdateServiceAddress,
  checkPostalCode,
  DEFAULT_LOCALE_BY_COUNTRY,
  FIELD_ERROR_CODES,
  isRegionOf,
  type Locale,
  marketOf,
  normalisePostalCode,
  type UpdateBillingProfileRequest,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BillingProfileRow, billingProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findIdentityById } from '../identity/index.ts';
import { newAccountNumber } from './account-numbers.ts';
import {
  accountsOwnedBy,
  findOwnedProfile,
  profileOfAccount,
  subscriptionIdsOfProfile,
} from './billing-store.ts';
import { billingProfileView } from './billing-views.ts';
import { newCommerceId } from './commerce-ids.ts';
import { openAccount } from './open-account.ts';

export type BillingCaller = { db: Db; now: Date; identityId: string };

export const profileNotFound = () =>
  new AppError('BILLING_PROFILE_NOT_FOUND', 'No billing profile of the caller with this id', {
    notFoundResourceType: 'billingProfile',
  });

const invalidField = (fieldName: string, reason: string) =>
  new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });

/** State of the country and a postal code of its market; the code comes back normalised. */
function checkedServiceAddress(address: BillingServiceAddress) {
  const market = marketOf(address.country);
  if (!isRegionOf(address.state, market)) {
    throw invalidField('serviceAddress.state', `${address.state} is not a region of ${market}`);
  }
  if (checkPostalCode(address.zipCode.toUpperCase(), market) !== null) {
    throw invalidField('serviceAddress.zipCode', 'zip code not of the market');
  }
  return { market, zip: normalisePostalCode(address.zipCode, market) };
}

async function viewOf(db: Db, row: BillingProfileRow): Promise<BillingProfile> {
  return billingProfileView(row, await subscriptionIdsOfProfile(db, row.id));
}

/** The profile of the caller's first account that has one (its "default"), or undefined. */
export async function defaultProfileOf(
  db: Db,
  identityId: string,
): Promise<BillingProfileRow | undefined> {
  for (const account of await accountsOwnedBy(db, identityId)) {
    const profile = await profileOfAccount(db, account.accountNumber);
    if (profile) return profile;
  }
  return undefined;
}

/**
 * `POST billing/v1/billing-profiles`: a profile for the caller's first account without one. A
 * sign-in with no account yet (a streaming listener about to buy) gets one opened with it, in
 * one transaction. One profile per account (the table says so): when every account has one,
 * 400 INVALID_PAYLOAD — change it with PATCH instead.
 */
export async function createBillingProfile(
  caller: BillingCaller,
  request: CreateBillingProfileRequest,
): Promise<BillingProfile> {
  const { db, now, identityId } = caller;
  const { market, zip } = checkedServiceAddress(request.serviceAddress);
  const { firstName, lastName } = request.billingProfileName.firstAndLastName;
  const serviceAddress = {
    addressLine1: '',
    city: '',
    state: request.serviceAddress.state,
    zip,
    country: request.serviceAddress.country,
  };
  const accounts = await accountsOwnedBy(db, identityId);
  let accountNumber: string | undefined;
  for (const account of accounts) {
    if (!(await profileOfAccount(db, account.accountNumber))) {
      accountNumber = account.accountNumber;
      break;
    }
  }
  if (accounts.length > 0 && !accountNumber) {
    throw new AppError('INVALID_PAYLOAD', 'Every account of the caller has a billing profile', {
      publicDescription: 'This account already has a billing profile; change it with PATCH.',
    });
  }
  const identity = accountNumber ? undefined : await findIdentityById(db, identityId);
  const newNumber = accountNumber ? undefined : await newAccountNumber(db);
  const row: BillingProfileRow = {
    id: newCommerceId('billingProfile', now),
    accountNumber: accountNumber ?? newNumber ?? '',
    firstName,
    lastName,
    serviceAddress,
    currency: CURRENCY_BY_COUNTRY[market],
    defaultPaymentMethodId: null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    if (newNumber) {
      await openAccount(tx, {
        accountNumber: newNumber,
        country: market,
        firstName,
        lastName,
        email: identity?.emailAddress ?? null,
        phone: identity?.phoneNumber ?? null,
        serviceAddress,
        billingAddress: null,
        language: (identity?.language as Locale | undefined) ?? DEFAULT_LOCALE_BY_COUNTRY[market],
        ownerIdentityId: identityId,
        now,
      });
    }
    await tx.insert(billingProfiles).values(row);
  });
  return viewOf(db, row);
}

export async function getBillingProfile(caller: BillingCaller, id: string) {
  const row = await findOwnedProfile(caller.db, id, caller.identityId);
  if (!row) throw profileNotFound();
  return viewOf(caller.db, row);
}

export async function getDefaultBillingProfile(caller: BillingCaller) {
  const row = await defaultProfileOf(caller.db, caller.identityId);
  if (!row) throw profileNotFound();
  return viewOf(caller.db, row);
}

/**
 * `PATCH billing/v1/billing-profiles/{id}`: the name freely; the service address only within its
 * postal code and country (spec 001 §5: it decides taxes, so a move elsewhere is care's job).
 */
export async function updateBillingProfile(
  caller: BillingCaller,
  id: string,
  patch: UpdateBillingProfileRequest,
): Promise<BillingProfile> {
  const row = await findOwnedProfile(caller.db, id, caller.identityId);
  if (!row) throw profileNotFound();
  const changes: Partial<BillingProfileRow> = { updatedAt: caller.now };
  if (patch.billingProfileName) {
    changes.firstName = patch.billingProfileName.firstAndLastName.firstName;
    changes.lastName = patch.billingProfileName.firstAndLastName.lastName;
  }
  if (patch.serviceAddress) {
    const { market, zip } = checkedServiceAddress(patch.serviceAddress);
    if (
      CURRENCY_BY_COUNTRY[market] !== row.currency ||
      !canUpdateServiceAddress(row.serviceAddress.zip, zip)
    ) {
      throw invalidField('serviceAddress.zipCode', 'service address moved out of its postal code');
    }
    changes.serviceAddress = { ...row.serviceAddress, state: patch.serviceAddress.state, zip };
  }
  await caller.db.update(billingProfiles).set(changes).where(eq(billingProfiles.id, row.id));
  return viewOf(caller.db, { ...row, ...changes });
}
