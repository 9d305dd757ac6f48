import type { CareAccount, Country, UpdateCustomerInfoRequest } from '@orbit/domain';
import { isSameAddress } from './address-check.ts';
import type { AccountAddressInput } from './address-input.ts';

/** The account's market, as the forms' rules name it. */
export function countryOfAccount(account: CareAccount): Country {
  return account.country === 'CA' ? 'ca' : 'us';
}

function addressInputOf(address: CareAccount['serviceAddress']): AccountAddressInput {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 || undefined,
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/** No billing address of its own, or the same one: bills go to the service address. */
export function billingSameAsService(account: CareAccount): boolean {
  if (!account.billingAddress) return true;
  return (
    account.serviceAddress !== null &&
    isSameAddress(addressInputOf(account.serviceAddress), account.billingAddress)
  );
}

/**
 * `update-customer-info` sends the contact details and the service address together: a form
 * that changes one part sends the account's current values for the rest.
 */
export function customerInfoOf(
  account: CareAccount,
  change: Partial<UpdateCustomerInfoRequest> = {},
): UpdateCustomerInfoRequest {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email ?? '',
    phoneNumber: account.phone ?? '',
    billingAddressSameAsService: billingSameAsService(account),
    serviceAddress: addressInputOf(account.serviceAddress),
    ...change,
  };
}
