import {
  type Address,
  type Country,
  checkEmail,
  checkNamePiece,
  checkPhone,
  checkPostalCode,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isRegionOf,
  marketOf,
  normalisePhone,
  normalisePostalCode,
  type PurchaseAddress,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';

/** A refusal naming one field of the purchase request. */
export function fieldRefusal(
  fieldName: string,
  errorCode: FieldErrorCode = FIELD_ERROR_CODES.INVALID,
) {
  return new AppError('INVALID_PAYLOAD', `purchase field ${fieldName}`, {
    fieldErrors: [{ errorCode, fieldName }],
  });
}

export type CheckedAddress = {
  country: Country;
  address: Address;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

/**
 * A purchase address as the account keeps it, every field checked by the market's rules (names,
 * email, 10-digit phone, state of the country, ZIP or postal code): INVALID_PAYLOAD naming the
 * first field at fault (`serviceAddress.postalCode`…).
 */
export function checkedPurchaseAddress(value: PurchaseAddress, prefix: string): CheckedAddress {
  const country = marketOf(value.country);
  const problems: [string, FieldErrorCode | null][] = [
    ['firstName', checkNamePiece(value.firstName, country)],
    ['lastName', checkNamePiece(value.lastName, country)],
    ['email', checkEmail(value.email, country)],
    ['phone', checkPhone(value.phone)],
    ['state', isRegionOf(value.state.toUpperCase(), country) ? null : FIELD_ERROR_CODES.INVALID],
    ['postalCode', checkPostalCode(value.postalCode.toUpperCase(), country)],
  ];
  const fieldErrors = problems.flatMap(([field, code]) =>
    code ? [{ errorCode: code, fieldName: `${prefix}.${field}` }] : [],
  );
  if (fieldErrors.length > 0) {
    throw new AppError('INVALID_PAYLOAD', `purchase ${prefix} not valid`, { fieldErrors });
  }
  return {
    country,
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    email: value.email.trim(),
    phone: normalisePhone(value.phone) ?? value.phone,
    address: {
      addressLine1: value.streetAddress.trim(),
      city: value.city.trim(),
      state: value.state.trim().toUpperCase(),
      zip: normalisePostalCode(value.postalCode, country),
      country: value.country,
    },
  };
}

/** What the order keeps of the customer: contact and addresses, never card data nor a password. */
export function customerRecord(
  service: CheckedAddress,
  billing: CheckedAddress | undefined,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    firstName: service.firstName,
    lastName: service.lastName,
    email: service.email,
    phone: service.phone,
    serviceAddress: service.address,
    billingAddress: billing?.address ?? null,
    ...extra,
  };
}

/** One plan a purchase, and at most one plan to follow it. */
export function checkPurchasePlans(body: {
  plans: readonly unknown[];
  followOnPlans?: readonly unknown[] | undefined;
}): void {
  if (body.plans.length !== 1) throw fieldRefusal('plans.1.planCode');
  if ((body.followOnPlans?.length ?? 0) > 1) throw fieldRefusal('followOnPlans.1.planCode');
}

/** The service address, and the billing address when it differs, each checked by its market. */
export function checkedPurchaseAddresses(body: {
  serviceAddress: PurchaseAddress;
  billingAddress?: PurchaseAddress | undefined;
}): { service: CheckedAddress; billing: CheckedAddress | undefined } {
  const service = checkedPurchaseAddress(body.serviceAddress, 'serviceAddress');
  const billing = body.billingAddress
    ? checkedPurchaseAddress(body.billingAddress, 'billingAddress')
    : undefined;
  return { service, billing };
}
