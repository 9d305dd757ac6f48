import * as z from 'zod/mini';

/**
 * The record-of-sale service (spec 001 §7, `record-of-sale/v1`): whether a vehicle's record of
 * sale carries an email, and where its trial stands. Records name buyers, so a signed-in identity
 * may ask only about its own verified email (anyone else: 403): the calls cannot be used to learn
 * who bought a car.
 */
export const recordOfSaleQuerySchema = /* @__PURE__ */ z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});
export type RecordOfSaleQuery = z.infer<typeof recordOfSaleQuerySchema>;

export const recordOfSaleExistsSchema = /* @__PURE__ */ z.object({ exists: z.boolean() });
export type RecordOfSaleExists = z.infer<typeof recordOfSaleExistsSchema>;

/**
 * The latest record of sale with the email: NONE (no record), SOLD (no trial came with the car),
 * TRIAL_OFFERED (a trial may still be claimed), TRIAL_CLAIMED, TRIAL_EXPIRED (never claimed).
 */
export const RECORD_OF_SALE_STATUSES = [
  'NONE',
  'SOLD',
  'TRIAL_OFFERED',
  'TRIAL_CLAIMED',
  'TRIAL_EXPIRED',
] as const;
export type RecordOfSaleStatus = (typeof RECORD_OF_SALE_STATUSES)[number];

export const recordOfSaleStatusSchema = /* @__PURE__ */ z.object({
  status: z.enum(RECORD_OF_SALE_STATUSES),
  /** When the car was sold; null with NONE. */
  soldOn: z.nullable(z.iso.date()),
  /** The last four of the car's VIN; null with NONE. */
  vinLastFour: z.nullable(z.string()),
});
export type RecordOfSaleStatusResult = z.infer<typeof recordOfSaleStatusSchema>;
