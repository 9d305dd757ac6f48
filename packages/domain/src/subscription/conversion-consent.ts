import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { type Country, LOCALES, type Locale } from '../locale/locales.ts';
import { subscriptionIdSchema } from './change-care-calls.ts';

/**
 * The version of the conversion-consent text a Quebec customer agrees to. The French text is the
 * reference; a change to any of the three texts is a new version (a consent names the one it saw).
 */
export const CONVERSION_CONSENT_TEXT_VERSION = '2026-11';

/** A customer's express consent to a trial becoming paid, as recorded. */
export type RecordedConversionConsent = { givenAt: Date; textVersion: string; locale: Locale };

/**
 * What the rule says of a trial's conversion to paid: no consent is needed (outside Quebec),
 * the consent was given in time, or it is missing (the trial ends and nothing is charged).
 */
export type ConversionConsentVerdict =
  | { kind: 'notNeeded' }
  | { kind: 'given'; consent: RecordedConversionConsent }
  | { kind: 'missing' };

/**
 * Whether a free-to-paid conversion needs the customer's express consent (Quebec's Consumer
 * Protection Act, s. 230.1 as amended in 2023: a free period may not turn into a paid contract
 * without the consumer's express consent given before it ends). It is asked of a customer whose
 * service address is in Quebec on the Canadian site; a consent given after the trial's end (or
 * to a text version other than one we showed) does not count.
 */
export function conversionConsentOf(input: {
  country: Country;
  /** The service address's state or province code (`QC`). */
  serviceState: string;
  trialEndsAt: Date;
  consent: RecordedConversionConsent | null;
}): ConversionConsentVerdict {
  if (!conversionConsentAsked(input)) return { kind: 'notNeeded' };
  const { consent } = input;
  if (consent && consent.givenAt.getTime() <= input.trialEndsAt.getTime()) {
    return { kind: 'given', consent };
  }
  return { kind: 'missing' };
}

/** Whether a customer in this market and province is asked for the conversion consent. */
export function conversionConsentAsked(input: { country: Country; serviceState: string }): boolean {
  return input.country === 'ca' && input.serviceState.trim().toUpperCase() === 'QC';
}

/** `subscription/trial-consent`: the consent page of one trial. */
export const careTrialConsentRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
});

/** `subscription/trial-consent/give`: the customer's express consent, to the text they read. */
export const careGiveTrialConsentRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
  textVersion: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  language: z.enum(LOCALES),
});
export type CareGiveTrialConsentRequest = z.infer<typeof careGiveTrialConsentRequestSchema>;

/**
 * What the consent page shows: the trial, the day it ends, the plan and price that follow, the
 * current text version, and the consent when given (its time, text version and language).
 */
export const careTrialConsentSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  planName: z.string(),
  trialEndsOn: z.iso.date(),
  price: moneySchema,
  termMonths: z.number().check(z.int()),
  textVersion: z.string(),
  given: z.nullable(
    z.object({ givenAt: z.string(), textVersion: z.string(), language: z.enum(LOCALES) }),
  ),
});
export type CareTrialConsent = z.infer<typeof careTrialConsentSchema>;
