import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';

/**
 * STREAMING: signed up to listen (streaming only). ACCOUNT: linked to a subscriber account, which
 * decides what it may manage (spec 001 §6: the state decides eligibility for a login).
 */
export const IDENTITY_STATES = ['STREAMING', 'ACCOUNT'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

export const contactSchema = z.object({
  emailAddress: z.nullable(z.string()),
  /** Ten digits, no formatting. */
  phoneNumber: z.nullable(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** The identity as its owner sees it (spec 001 §3). */
export const identitySchema = z.object({
  identityId: z.string(),
  state: z.enum(IDENTITY_STATES),
  /** What the customer signs in with: an email address or a username. */
  handle: z.string(),
  contact: contactSchema,
  language: z.enum(LOCALES),
  /** The subscriber account it is linked to; null for a streaming identity. */
  accountNumber: z.nullable(z.string()),
});
export type Identity = z.infer<typeof identitySchema>;

/** What a sign-in hands the client: proof of who signed in, traded at `session/v1/sessions/authenticated`. */
export const identityGrantSchema = z.object({
  identityId: z.string(),
  emailAddress: z.nullable(z.string()),
  /** Single use, valid a few minutes. */
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type IdentityGrant = z.infer<typeof identityGrantSchema>;

export const identityIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
