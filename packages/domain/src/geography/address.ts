import * as z from 'zod/mini';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import { normaliseCountryCode } from './country-codes.ts';

/** A country as a back end spells it, read into US / CA; any other country is refused. */
export const addressCountrySchema = /* @__PURE__ */ z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const country = normaliseCountryCode(value);
    if (country) return country;
    ctx.issues.push({ code: 'custom', message: FIELD_ERROR_CODES.INVALID, input: value });
    return z.NEVER;
  }),
);

/** An address as stored and exchanged (spec 001 §3); `state` is the province in Canada. */
export const addressSchema = /* @__PURE__ */ z.object({
  addressLine1: z.string(),
  addressLine2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.optional(addressCountrySchema),
});
export type Address = z.infer<typeof addressSchema>;

/** An address as an answer carries it: response schemas hold no transforms (they encode). */
export const answeredAddressSchema = /* @__PURE__ */ z.object({
  addressLine1: z.string(),
  addressLine2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.optional(z.enum(['US', 'CA'])),
});
