import * as z from 'zod/mini';
import type { Country } from '../locale/locales.ts';
import { cardExpirySchema } from './card-expiry.ts';
import { cardNumberSchema } from './card-number.ts';
import { checkCvv, cvvSchema } from './cvv.ts';
import { fieldIssue } from './field-check.ts';
import { nameOnCardSchema } from './name.ts';

/**
 * The card part of every payment form: name on card, number, MM/YY expiry and security code.
 * The code's exact length depends on the number, so it is checked across the two fields.
 * Build it when the form opens: `now` decides which expiry months are past.
 */
export function paymentCardFormSchema(country: Country, now: Date) {
  return z
    .object({
      nameOnCard: nameOnCardSchema(country),
      cardNumber: cardNumberSchema(country),
      expiry: cardExpirySchema(now),
      cvv: cvvSchema,
    })
    .check(
      z.superRefine((card, ctx) => {
        const code = checkCvv(card.cvv, card.cardNumber);
        if (code) ctx.addIssue(fieldIssue(code, ['cvv']));
      }),
    );
}
export type PaymentCardForm = z.infer<ReturnType<typeof paymentCardFormSchema>>;
