import {
  type Address,
  addressCountryOf,
  type Country,
  FIELD_ERROR_CODES,
  handleKey,
  isValidEmailAddress,
  type Locale,
  type TrialCustomer,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { newAccountNumber } from '../../billing/index.ts';
import { planStreamingIdentity } from '../../checkout/index.ts';
import { isHandleTaken, type PasswordHasher } from '../../identity/index.ts';
import type { NewTrialHolder } from './claim-trial.ts';

function fieldRefusal(fieldName: string): AppError {
  return new AppError('INVALID_PAYLOAD', `trial field ${fieldName}`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });
}

/** Ten digits, typed with or without separators. */
function phoneOf(typed: string | undefined, fieldName: string): string | null {
  if (typed === undefined || typed.trim() === '') return null;
  const digits = typed.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!/^\d{10}$/.test(digits)) throw fieldRefusal(fieldName);
  return digits;
}

export type TrialHolderInput = {
  firstName: string;
  lastName: string;
  email?: string | undefined;
  phone?: string | undefined;
  serviceAddress: TrialCustomer['serviceAddress'];
  /** Field names are reported under this prefix (`customer.` for the one-step form). */
  fieldPrefix: string;
};

/**
 * The new account of a claim, checked before the claim's transaction: names, a deliverable
 * email, a ten-digit phone, the service address. With a password, the sign-in the purchase
 * would create (the email as username, the identity capability's password policy, hashed here);
 * but when the email already signs in, the account is made without one and nothing in the
 * answer says so (ADR 025): the trial email tells the mailbox's owner how to add the trial.
 */
export async function newTrialHolder(
  deps: { db: Db; hasher: PasswordHasher },
  input: TrialHolderInput & { password?: string | undefined },
  context: { country: Country; locale: Locale; now: Date },
): Promise<NewTrialHolder> {
  const prefix = input.fieldPrefix;
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName) throw fieldRefusal(`${prefix}firstName`);
  if (!lastName) throw fieldRefusal(`${prefix}lastName`);
  const email = input.email?.trim() || null;
  if (email !== null && !isValidEmailAddress(email, context.country)) {
    throw fieldRefusal(`${prefix}email`);
  }
  const phone = phoneOf(input.phone, `${prefix}phone`);
  const typed = input.serviceAddress;
  for (const field of ['streetAddress', 'city', 'state', 'postalCode'] as const) {
    if (!typed[field]) throw fieldRefusal(`${prefix}serviceAddress.${field}`);
  }
  const serviceAddress: Address = {
    addressLine1: typed.streetAddress,
    city: typed.city,
    state: typed.state.toUpperCase(),
    zip: typed.postalCode.toUpperCase(),
    country: addressCountryOf(context.country),
  };
  const emailHasSignIn = email !== null && (await isHandleTaken(deps.db, handleKey(email)));
  const password = input.password ?? '';
  const identity =
    email !== null && password !== '' && !emailHasSignIn
      ? await planStreamingIdentity(
          deps,
          { emailAddress: email, firstName, lastName, login: email, password },
          {
            country: context.country,
            locale: context.locale,
            phoneNumber: phone,
            state: 'ACCOUNT',
            now: context.now,
          },
        )
      : null;
  return {
    kind: 'new',
    accountNumber: await newAccountNumber(deps.db),
    firstName,
    lastName,
    email,
    phone,
    serviceAddress,
    identity,
    emailHasSignIn,
  };
}
