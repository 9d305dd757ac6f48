import * as z from 'zod/mini';
import { type Country, LOCALES } from '../locale/locales.ts';
import { privacyAgreementAcceptancesSchema } from '../orchestration/privacy-agreements.ts';
import { isNamePiece } from '../validation/name.ts';
import { contactSchema, IDENTITY_STATES } from './identity.ts';

/** `GET profile/v1/profile`: the identity with what the customer told us about themselves. */
export const profileSchema = z.object({
  identityId: z.string(),
  state: z.enum(IDENTITY_STATES),
  handle: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  language: z.enum(LOCALES),
  contact: contactSchema,
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  accountNumber: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH profile/v1/profile` (updateAccount): names and language, and privacy agreements accepted
 * as `accept-terms` records them (spec 001 §7). Handle, password and phone are credentials and
 * change through identitygroups, with re-authentication.
 */
export const profilePatchSchema = z.strictObject({
  firstName: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  lastName: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  language: z.optional(z.enum(LOCALES)),
  privacyAgreements: z.optional(privacyAgreementAcceptancesSchema),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** What a client sends: agreements may leave out platform and app version (Web, 1.0). */
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

/** A first or last name as the market's form rule accepts it (validation/name.ts). */
export function isValidPersonName(value: string, country: Country): boolean {
  return isNamePiece(value, country);
}
