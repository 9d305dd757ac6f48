import { z } from 'zod';
import { CURRENCIES } from '../catalog/money.ts';
import { addressCountrySchema } from '../geography/address.ts';

/**
 * `billing/v1` billing profiles (spec 001 §3 Billing profile): who is billed and where the
 * service is taxed. The service address holds only what taxes need: state (province in Canada),
 * zip code and the country, upper-cased.
 */
const namePart = z.string().trim().min(1).max(50);

export const billingProfileNameSchema = /* @__PURE__ */ z
  .object({
    firstAndLastName: z.object({ firstName: namePart, lastName: namePart }).strict(),
  })
  .strict();
export type BillingProfileName = z.infer<typeof billingProfileNameSchema>;

export const billingServiceAddressSchema = /* @__PURE__ */ z
  .object({
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    zipCode: z.string().trim().min(5).max(10),
    /** `US` or `CA`; `usa`, `Canada`… are read as such and answered upper-cased. */
    country: addressCountrySchema,
  })
  .strict();
export type BillingServiceAddress = z.infer<typeof billingServiceAddressSchema>;

export const createBillingProfileRequestSchema = /* @__PURE__ */ z
  .object({
    billingProfileName: billingProfileNameSchema,
    serviceAddress: billingServiceAddressSchema,
  })
  .strict();
export type CreateBillingProfileRequest = z.infer<typeof createBillingProfileRequestSchema>;

export const updateBillingProfileRequestSchema = /* @__PURE__ */ z
  .object({
    billingProfileName: billingProfileNameSchema.optional(),
    serviceAddress: billingServiceAddressSchema.optional(),
  })
  .strict()
  .refine((patch) => patch.billingProfileName || patch.serviceAddress, {
    message: 'REQUIRED',
  });
export type UpdateBillingProfileRequest = z.infer<typeof updateBillingProfileRequestSchema>;

export const billingProfileSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  defaultPaymentMethodId: z.string().nullable(),
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
        activeDisputes: z.number().int().nonnegative(),
        serviceAddressStatus: z.enum(['valid', 'notValid']),
        /** Ids of the subscriptions billed to this profile. */
        subscriptions: z.array(z.string()),
      }),
    }),
    z.object({ closed: z.object({}) }),
  ]),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
