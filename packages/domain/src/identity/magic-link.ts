import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { DEFAULT_LOCALE, LOCALES } from '../locale/locales.ts';
import { MAGIC_LINK_PAGE_PATH, MAGIC_LINK_QUERY_PARAM } from './limits.ts';

/** `POST magic-link/v1/request`: always accepted, whether or not the email has an identity. */
export const magicLinkRequestSchema = z.strictObject({
  emailAddress: z.string().check(z.maxLength(254)),
  language: z._default(z.enum(LOCALES), DEFAULT_LOCALE),
  /** A solved human check, once the address's send budget is spent (ADR 024). */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type MagicLinkRequest = z.input<typeof magicLinkRequestSchema>;

export const requestAcceptedSchema = z.object({ accepted: z.literal(true) });

/** `POST magic-link/v1/redeem/{magicLinkId}` */
export const magicLinkRedeemParamsSchema = z.object({
  magicLinkId: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** The magic-link grant, traded at identity/v1/authenticate/magic-link. */
export const magicLinkRedeemResponseSchema = z.object({
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type MagicLinkRedeemResponse = z.infer<typeof magicLinkRedeemResponseSchema>;

/** The address in the email: the web app's magic-link page with the id substituted (spec 001 §2). */
export function magicLinkUrl(publicUrl: string, magicLinkId: string): string {
  const url = new URL(MAGIC_LINK_PAGE_PATH, publicUrl);
  url.searchParams.set(MAGIC_LINK_QUERY_PARAM, magicLinkId);
  return url.toString();
}
