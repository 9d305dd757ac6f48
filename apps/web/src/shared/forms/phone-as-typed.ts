import { formatPhoneNumber, phoneSchema } from '@orbit/domain';
import * as z from 'zod/mini';

/**
 * A phone box as the customer types: grouped 555-123-4567 as they go. A pasted number with
 * the country code (+1 555 123 4567) keeps its ten digits: no area code starts with 1.
 */
export function phoneAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '');
  return formatPhoneNumber(
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits,
  );
}

/**
 * A phone box's entry: the ten digits to send, or what is wrong with it (flows §0: exactly 10
 * digits). The box is checked by its digits, so a short grouped number reads "too short".
 */
export const typedPhoneSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\D/g, '')),
  ),
  phoneSchema,
);

/** The attributes of a 10-digit phone box: the phone keypad, the number autofilled without +1. */
export const PHONE_BOX = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: 16,
} as const;
