import * as z from 'zod/mini';
import type { Address } from './address.ts';
import { normaliseCountryCode } from './country-codes.ts';

export const ADDRESS_CONFIDENCE_LEVELS = ['verified', 'interactionRequired', 'none'] as const;
export type AddressConfidenceLevel = (typeof ADDRESS_CONFIDENCE_LEVELS)[number];

export const ADDRESS_VALIDATION_STATUSES = ['valid', 'notValid'] as const;
export type AddressValidationStatus = (typeof ADDRESS_VALIDATION_STATUSES)[number];

export const addressValidationResultSchema = /* @__PURE__ */ z.object({
  confidenceLevel: z.enum(ADDRESS_CONFIDENCE_LEVELS),
  status: z.enum(ADDRESS_VALIDATION_STATUSES),
  correctedAddresses: z.array(
    z.object({
      addressLine1: z.string(),
      addressLine2: z.optional(z.string()),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      country: z.optional(z.enum(['US', 'CA'])),
    }),
  ),
});
export type AddressValidationResult = z.infer<typeof addressValidationResultSchema>;

/**
 * When address validation fails (the service is down, or answers something unreadable) the
 * customer is not blocked: the address counts as valid, with no confidence and no suggestions.
 */
export function addressValidationFallback(): AddressValidationResult {
  return { confidenceLevel: 'none', status: 'valid', correctedAddresses: [] };
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Suggested corrections worth showing: values trimmed, and kept only when address line 1, city,
 * state and zip are all non-empty (a suggestion missing one of them cannot replace what was typed).
 */
export function keepCorrectedAddresses(candidates: readonly unknown[]): Address[] {
  const kept: Address[] = [];
  for (const candidate of candidates) {
    if (candidate === null || typeof candidate !== 'object') continue;
    const raw = candidate as Record<string, unknown>;
    const address: Address = {
      addressLine1: trimmed(raw.addressLine1),
      city: trimmed(raw.city),
      state: trimmed(raw.state),
      zip: trimmed(raw.zip),
    };
    if (!address.addressLine1 || !address.city || !address.state || !address.zip) continue;
    const line2 = trimmed(raw.addressLine2);
    if (line2) address.addressLine2 = line2;
    const country = normaliseCountryCode(trimmed(raw.country));
    if (country) address.country = country;
    kept.push(address);
  }
  return kept;
}

const rawAnswerSchema = /* @__PURE__ */ z.object({
  confidenceLevel: z.enum(ADDRESS_CONFIDENCE_LEVELS),
  status: z.enum(ADDRESS_VALIDATION_STATUSES),
  correctedAddresses: z.optional(z.array(z.unknown())),
});

/**
 * Reads an address-validation answer: its status and confidence, and the corrections worth
 * showing. `undefined` (the call failed) or an unreadable answer gives the fallback.
 */
export function readAddressValidation(answer: unknown): AddressValidationResult {
  const parsed = rawAnswerSchema.safeParse(answer);
  if (!parsed.success) return addressValidationFallback();
  return {
    confidenceLevel: parsed.data.confidenceLevel,
    status: parsed.data.status,
    correctedAddresses: keepCorrectedAddresses(parsed.data.correctedAddresses ?? []),
  };
}
