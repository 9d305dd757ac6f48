import {
  type Address,
  addressCountryOf,
  billingAddressFormSchema,
  type CareAccount,
  type Country,
  canUpdateServiceAddress,
  customerInfoFormSchema,
  FIELD_ERROR_CODES,
  normaliseCountryCode,
  provinceForRequest,
  type UpdateBillingInfoRequest,
  type UpdateCustomerInfoRequest,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type SubscriberAccountRow, subscriberAccounts } from '../../db/schema/index.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { provinceMatchesPostalCode } from '../checkout/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { loadAccountFacts } from './account-facts.ts';
import { careAccountView } from './account-view.ts';
import { parseByMarketRules } from './market-fields.ts';

const invalidField = (code: 'SERVICE_ADDRESS_ZIP_MISMATCH' | 'INVALID_PAYLOAD', field: string) =>
  new AppError(code, `${field} refused`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: field }],
  });

async function saveAndShow(
  deps: AccountDeps,
  account: SubscriberAccountRow,
  changes: Partial<SubscriberAccountRow>,
): Promise<CareAccount> {
  const now = deps.clock();
  const [updated] = await deps.db
    .update(subscriberAccounts)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriberAccounts.accountNumber, account.accountNumber))
    .returning();
  return careAccountView(await loadAccountFacts(deps.db, updated ?? account, now), 'owner');
}

/**
 * The new service address. Its zip must be the account's (spec 001 §5: compared without spaces,
 * upper case), else 400 SERVICE_ADDRESS_ZIP_MISMATCH on `serviceAddress.zip`: the service
 * address decides taxes and rights, so moving it elsewhere is a care agent's job. Only a
 * Canadian province is taken from the request (`provinceForRequest`), and only one its postal
 * code may have (X is NT or NU); a US state stays the one the ZIP already has.
 */
function newServiceAddress(
  current: Address,
  country: Country,
  typed: {
    addressLine1: string;
    addressLine2?: string | undefined;
    city: string;
    state?: string | undefined;
    zip: string;
  },
): Address {
  if (!canUpdateServiceAddress(current.zip, typed.zip)) {
    throw invalidField('SERVICE_ADDRESS_ZIP_MISMATCH', 'serviceAddress.zip');
  }
  const province = provinceForRequest(country, typed.state);
  if (province && !provinceMatchesPostalCode(province, typed.zip)) {
    throw invalidField('INVALID_PAYLOAD', 'serviceAddress.state');
  }
  return {
    addressLine1: typed.addressLine1,
    ...(typed.addressLine2 ? { addressLine2: typed.addressLine2 } : {}),
    city: typed.city,
    state: province ?? current.state,
    zip: typed.zip,
    country: normaliseCountryCode(current.country) ?? addressCountryOf(country),
  };
}

/**
 * `update-customer-info` (flows §7.1 edit-contact-info): names, email, phone and the service
 * address, by the field rules of the account's market; with `billingAddressSameAsService` the
 * billing address becomes the new service address. Answers the account as its owner sees it.
 */
export async function updateCustomerInfo(
  deps: AccountDeps,
  access: AccountAccess,
  request: UpdateCustomerInfoRequest,
): Promise<CareAccount> {
  const { account } = access;
  const country = account.country as Country;
  const { accountNumber: _named, ...fields } = request;
  const form = parseByMarketRules(customerInfoFormSchema(country), fields);
  const serviceAddress = newServiceAddress(account.serviceAddress, country, form.serviceAddress);
  return saveAndShow(deps, account, {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    emailKey: form.email.toLowerCase(),
    phone: form.phoneNumber,
    serviceAddress,
    ...(form.billingAddressSameAsService ? { billingAddress: serviceAddress } : {}),
  });
}

/** `update-billing-info` (flows §7.1 edit-billing-address): by the market's address rules. */
export async function updateBillingInfo(
  deps: AccountDeps,
  access: AccountAccess,
  request: UpdateBillingInfoRequest,
): Promise<CareAccount> {
  const { account } = access;
  const country = account.country as Country;
  const { billingAddress } = parseByMarketRules(
    z.object({ billingAddress: billingAddressFormSchema(country) }),
    { billingAddress: request.billingAddress },
  );
  return saveAndShow(deps, account, {
    billingAddress: {
      addressLine1: billingAddress.addressLine1,
      ...(billingAddress.addressLine2 ? { addressLine2: billingAddress.addressLine2 } : {}),
      city: billingAddress.city,
      state: billingAddress.state,
      zip: billingAddress.zip,
      country: addressCountryOf(country),
    },
  });
}
