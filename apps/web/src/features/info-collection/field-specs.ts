import {
  type Country,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  formatPhoneNumber,
  type InfoCollectionField,
} from '@orbit/domain';
import type { HTMLAttributes } from 'react';

/** How one field's box behaves: what browsers may fill in, the keyboard, a length cap, a shape. */
export interface FieldSpec {
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel' | 'email';
  maxLength: number;
  /** Shapes the value as it is typed (grouped digits, upper case). */
  asTyped?: (value: string, country: Country) => string;
  hasHint?: boolean;
}

const upper = (value: string) => value.toUpperCase();

export const FIELD_SPECS: Record<Exclude<InfoCollectionField, 'state'>, FieldSpec> = {
  firstName: { autoComplete: 'given-name', maxLength: 50 },
  lastName: { autoComplete: 'family-name', maxLength: 50 },
  phone: {
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    type: 'tel',
    maxLength: 12,
    asTyped: (value) => formatPhoneNumber(value),
    hasHint: true,
  },
  streetAddress: { autoComplete: 'address-line1', maxLength: 100 },
  city: { autoComplete: 'address-level2', maxLength: 50 },
  zip: {
    autoComplete: 'postal-code',
    maxLength: 10,
    asTyped: (value, country) => (country === 'ca' ? upper(value) : value),
  },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 },
  esn: { autoComplete: 'off', maxLength: 17, asTyped: upper, hasHint: true },
  accountNumber: { autoComplete: 'off', maxLength: 20, hasHint: true },
  dateOfBirth: { autoComplete: 'off', inputMode: 'numeric', maxLength: 5, hasHint: true },
};

/** The message of a field's error: its own text for each rule, one text for card data. */
export function fieldErrorMessageId(field: InfoCollectionField, code: FieldErrorCode): string {
  if (code === FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED) return 'infoCollection.error.cardData';
  if (code === FIELD_ERROR_CODES.REQUIRED) return `infoCollection.error.${field}.required`;
  if (code === FIELD_ERROR_CODES.CHECK_DIGIT && field === 'esn') {
    return 'infoCollection.error.esn.checkDigit';
  }
  return `infoCollection.error.${field}.invalid`;
}
