import * as z from 'zod/mini';
import {
  CONSENT_APP_VERSION,
  CONSENT_COUNTRIES,
  CONSENT_PLATFORM,
  CONSENT_TYPES,
  consentAgreementSchema,
} from '../catalog/consent.ts';
import type { AddressCountry } from '../geography/country-codes.ts';
import { marketOf } from '../geography/country-codes.ts';
import { supportsLocale } from '../locale/locales.ts';

/**
 * One agreement as `accept-terms` and `PATCH profile/v1/profile` (updateAccount) take it (spec
 * 001 §3, §7, §9): the catalog's consent, with `platform` Web and `appVersion` 1.0 when left out,
 * and the province (`regionCode`) for Canada — Quebec's documents carry a locale suffix.
 */
export const privacyAgreementAcceptanceSchema = /* @__PURE__ */ z.strictObject(
  z.extend(consentAgreementSchema, {
    platform: z._default(z.literal(CONSENT_PLATFORM), CONSENT_PLATFORM),
    appVersion: z._default(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
      CONSENT_APP_VERSION,
    ),
    version: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    regionCode: z.optional(z.string().check(z.trim(), z.length(2), z.toUpperCase())),
  }).shape,
);
export type PrivacyAgreementAcceptance = z.infer<typeof privacyAgreementAcceptanceSchema>;

export const privacyAgreementAcceptancesSchema = /* @__PURE__ */ z
  .array(privacyAgreementAcceptanceSchema)
  .check(z.minLength(1), z.maxLength(CONSENT_TYPES.length));

/** `POST client-orchestration/v1/accept-terms`. */
export const acceptTermsRequestSchema = /* @__PURE__ */ z.strictObject({
  privacyAgreements: privacyAgreementAcceptancesSchema,
});
export type AcceptTermsRequest = z.input<typeof acceptTermsRequestSchema>;

/**
 * `GET client-orchestration/v1/terms`: the version of the legal documents published now, the
 * one version `accept-terms` and updateAccount record an agreement to.
 */
export const currentTermsSchema = /* @__PURE__ */ z.object({
  version: z.string().check(z.minLength(1)),
});
export type CurrentTerms = z.infer<typeof currentTermsSchema>;

/** An agreement as recorded: the document accepted, and when it was first accepted. */
export const acceptedPrivacyAgreementSchema = /* @__PURE__ */ z.object({
  consentType: z.string(),
  countryCode: z.string(),
  documentId: z.string(),
  platform: z.string(),
  version: z.string(),
  language: z.string(),
  appVersion: z.string(),
  acceptedAt: z.string(),
});
export type AcceptedPrivacyAgreement = z.infer<typeof acceptedPrivacyAgreementSchema>;

/** The identity's agreements after the call: accepting the same document again changes nothing. */
export const acceptTermsResponseSchema = /* @__PURE__ */ z.object({
  privacyAgreements: z.array(acceptedPrivacyAgreementSchema),
});
export type AcceptTermsResponse = z.infer<typeof acceptTermsResponseSchema>;

/**
 * Why an agreement cannot be recorded, as the field the refusal names (400 INVALID_PAYLOAD), or
 * null: a consent type the country does not have (§9), a language not of the country, or a
 * province outside Canada.
 */
export function agreementRefusalOf(
  agreement: Pick<
    PrivacyAgreementAcceptance,
    'consentType' | 'countryCode' | 'language' | 'regionCode'
  >,
): 'consentType' | 'language' | 'regionCode' | null {
  const country: AddressCountry = agreement.countryCode;
  if (!CONSENT_COUNTRIES[agreement.consentType].includes(country)) return 'consentType';
  if (!supportsLocale(marketOf(country), agreement.language)) return 'language';
  if (agreement.regionCode !== undefined && country !== 'CA') return 'regionCode';
  return null;
}

/**
 * The document an agreement is for: the consent type and country, and for Quebec (Canada, region
 * QC) the locale suffix of the language it was read in (`OFFER_AND_RENEWAL_TERMS.CA.fr-CA`).
 */
export function agreementDocumentId(
  agreement: Pick<
    PrivacyAgreementAcceptance,
    'consentType' | 'countryCode' | 'language' | 'regionCode'
  >,
): string {
  const base = `${agreement.consentType}.${agreement.countryCode}`;
  return agreement.countryCode === 'CA' && agreement.regionCode === 'QC'
    ? `${base}.${agreement.language}`
    : base;
}
