import { z } from 'zod';
import { type Country, LOCALES } from '../locale/locales.ts';
import { privacyAgreementAcceptancesSchema } from '../orchestration/privacy-agreements.ts';
import { isNamePiece } from '../validation/name.ts';
import { contactSchema, IDENTITY_STATES } from './identity.ts';

/** `GET profile/v1/profile`: the identity with what the customer told us about themselves. */
export const profileSchema = z.object({
  identityId: z.string(),
  state: z.enum(IDENTITY_STATES),
  handle: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.enum(LOCALES),
  contact: contactSchema,
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  accountNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH profile/v1/profile` (updateAccount): names and language, and privacy agreements accepted
 * as `accept-terms` records them (spec 001 §7). Handle, password and phone are credentials and
 * change through identitygroups, with re-authentication.
 */
export const profilePatchSchema = z
  .object({
    firstName: z.string().max(50).nullable().optional(),
    lastName: z.string().max(50).nullable().optional(),
    language: z.enum(LOCALES).optional(),
    privacyAgreements: privacyAgreementAcceptancesSchema.optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** What a client sends: agreements may leave out platform and app version (Web, 1.0). */
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

/** A first or last name as the market's form rule accepts it (validation/name.ts). */
export function isValidPersonName(value: string, country: Country): boolean {
  return isNamePiece(value, country);
}
