import * as z from 'zod/mini';

/**
 * What a partner (a voice assistant) may do once a customer links their Orbit account to it
 * (issue 18, ADR 071): play what the customer's subscription includes, and read whether the
 * subscription is active. The OAuth 2.0 scopes of the account-linking provider.
 */
export const ACCOUNT_LINK_SCOPES = ['listening', 'account_status'] as const;
export type AccountLinkScope = (typeof ACCOUNT_LINK_SCOPES)[number];
export const accountLinkScopeSchema = z.enum(ACCOUNT_LINK_SCOPES);

/** The sandbox "Google" partner of development and tests (the server's `/dev/partners/google`). */
export const SANDBOX_GOOGLE_CLIENT_ID = 'google-sandbox';

/** A partner linking request waiting for the customer's answer, as the consent page shows it. */
export const accountLinkRequestSchema = z.object({
  /** The partner's name as configured (`Google`), shown to the customer. */
  partnerName: z.string(),
  clientId: z.string(),
  /** What the partner asks to do, in ACCOUNT_LINK_SCOPES order. */
  scopes: z.array(accountLinkScopeSchema),
});
export type AccountLinkRequest = z.infer<typeof accountLinkRequestSchema>;

/** The linking request of this browser, named by the provider's interaction id. */
export const accountLinkRequestQuerySchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const accountLinkAnswerSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
  /** True: link with the scopes asked; false: the partner is told `access_denied`. */
  approve: z.boolean(),
});
export type AccountLinkAnswer = z.infer<typeof accountLinkAnswerSchema>;

/** Where the browser goes next: the provider, which sends it back to the partner. */
export const accountLinkAnswerResultSchema = z.object({
  redirectTo: z.string(),
});
