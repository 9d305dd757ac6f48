import * as z from 'zod/mini';
import { CURRENCIES } from '../catalog/money.ts';
import { addressCountrySchema } from '../geography/address.ts';

/**
 * `billing/v1` billing profiles (spec 001 §3 Billing profile): who is billed and where the
 * service is taxed. The service address holds only what taxes need: state (province in Canada),
 * zip code and the country, upper-cased.
 */
const namePart = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));

export const billingProfileNameSchema = /* @__PURE__ */ z.strictObject({
  firstAndLastName: z.strictObject({ firstName: namePart, lastName: namePart }),
});
export type BillingProfileName = z.infer<typeof billingProfileNameSchema>;

export const billingServiceAddressSchema = /* @__PURE__ */ z.strictObject({
  state: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/)),
    z.transform((value) => value.toUpperCase()),
  ),
  zipCode: z.string().check(z.trim(), z.minLength(5), z.maxLength(10)),
  /** `US` or `CA`; `usa`, `Canada`… are read as such and answered upper-cased. */
  country: addressCountrySchema,
});
export type BillingServiceAddress = z.infer<typeof billingServiceAddressSchema>;

export const createBillingProfileRequestSchema = /* @__PURE__ */ z.strictObject({
  billingProfileName: billingProfileNameSchema,
  serviceAddress: billingServiceAddressSchema,
});
export type CreateBillingProfileRequest = z.infer<typeof createBillingProfileRequestSchema>;

export const updateBillingProfileRequestSchema = /* @__PURE__ */ z
  .strictObject({
    billingProfileName: z.optional(billingProfileNameSchema),
    serviceAddress: z.optional(billingServiceAddressSchema),
  })
  .check(
    z.refine((patch) => patch.billingProfileName || patch.serviceAddress, {
      message: 'REQUIRED',
    }),
  );
export type UpdateBillingProfileRequest = z.infer<typeof updateBillingProfileRequestSchema>;

export const billingProfileSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  defaultPaymentMethodId: z.nullable(z.string()),
  billingProfileName: billingProfileNameSchema,
  serviceAddress: z.object({
    state: z.string(),
    zipCode: z.string(),
    country: z.enum(['US', 'CA']),
  }),
  currency: z.enum(CURRENCIES),
  /** `open` (with what the customer and care need to know) or `closed`. */
  status: z.union([
    z.object({
      open: z.object({
        activeDisputes: z.number().check(z.int(), z.nonnegative()),
        serviceAddressStatus: z.enum(['valid', 'notValid']),
        /** Ids of the subscriptions billed to this profile. */
        subscriptions: z.array(z.string()),
      }),
    }),
    z.object({ closed: z.object({}) }),
  ]),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
