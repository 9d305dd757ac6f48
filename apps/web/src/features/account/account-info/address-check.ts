import { type Address, type AddressValidationResult, comparablePostalCode } from '@orbit/domain';
import type { AccountAddressInput } from './address-input.ts';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toUpperCase() ===
  (b ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/** Whether a suggestion only repeats what was typed (case and spacing aside). */
export function isSameAddress(a: AccountAddressInput, b: Address): boolean {
  return (
    same(a.addressLine1, b.addressLine1) &&
    same(a.addressLine2 ?? '', b.addressLine2 ?? '') &&
    same(a.city, b.city) &&
    same(a.state ?? '', b.state) &&
    comparablePostalCode(a.zip) === comparablePostalCode(b.zip)
  );
}

/** What the customer is asked after address validation. */
export type AddressQuestion =
  | { kind: 'none' }
  /** Corrections to choose from (or keep what was typed); `verified` false when none is sure. */
  | { kind: 'choose'; options: Address[]; unverified: boolean };

/**
 * Reads the validator's verdict for what was typed: corrections that change something (and that
 * `allowed` accepts, e.g. in the same zip) are offered; an address the validator could not find
 * is put to the customer too; a verified address with nothing to correct is saved as typed.
 */
export function addressQuestionOf(
  typed: AccountAddressInput,
  result: AddressValidationResult,
  allowed: (address: Address) => boolean = () => true,
): AddressQuestion {
  const options = result.correctedAddresses.filter(
    (address) => allowed(address) && !isSameAddress(typed, address),
  );
  const unverified = result.status === 'notValid';
  if (options.length === 0 && !unverified) return { kind: 'none' };
  return { kind: 'choose', options, unverified };
}
