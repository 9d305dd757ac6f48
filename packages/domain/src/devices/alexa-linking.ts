import * as z from 'zod/mini';

/**
 * Linking Alexa from our web app (flows §8.4, ADR 076), as Alexa's app-to-app account linking
 * works: the customer signs in to Amazon in a popup (Login with Amazon, this scope), which comes
 * back to `amzauth` with a code and the `state` we issued; the server trades the code with Amazon
 * and enables the Orbit Radio skill for that Amazon user with an authorization code of our own
 * OAuth provider, which Alexa redeems like any partner.
 */
export const ALEXA_ACCOUNT_LINKING_SCOPE = 'alexa::skills:account_linking';

/** Where the Amazon popup comes back: the fixed redirect of spec 000 §2, on our own origin. */
export const AMZAUTH_PATH = '/amzauth';

/**
 * The sandbox Amazon of development and tests (the server's `/dev/partners/amazon`): the client
 * id our provider knows Alexa by.
 */
export const SANDBOX_ALEXA_CLIENT_ID = 'alexa-sandbox';

/** A fresh `state` for the Amazon popup, bound to this care session; used once, 10 minutes. */
export const alexaLinkStateSchema = z.object({
  state: z.string(),
  /** When it can no longer be used (ISO 8601). */
  expiresAt: z.string(),
});
export type AlexaLinkState = z.infer<typeof alexaLinkStateSchema>;

/** `authenticate/linking/amazon` (flows §8.4), with the `state` the popup came back with. */
export const alexaLinkRequestSchema = z.object({
  /** The Login with Amazon authorization code the popup received. */
  authCode: z.string().check(z.minLength(1), z.maxLength(512)),
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The redirect URI the popup was opened with (our `amzauth`); Amazon checks they match. */
  redirectUri: z.string().check(z.minLength(1), z.maxLength(512)),
  /** The `state` issued to this session for this popup, checked and spent by the server. */
  state: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type AlexaLinkRequest = z.infer<typeof alexaLinkRequestSchema>;

export const alexaLinkResultSchema = z.object({ status: z.literal('SUCCESS') });
export type AlexaLinkResult = z.infer<typeof alexaLinkResultSchema>;

/** `authenticate/linking/google` (flows §8.4, legacy): does this customer's Google link exist. */
export const googleLinkRequestSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const googleLinkResultSchema = z.object({
  status: z.literal('SUCCESS'),
  /** When the customer consented to the Google link that is live now (ISO 8601). */
  linkedAt: z.string(),
});
export type GoogleLinkResult = z.infer<typeof googleLinkResultSchema>;

/** What the `amzauth` popup posts to the window that opened it (same origin only). */
export const amzauthMessageSchema = z.object({
  kind: z.literal('orbit-amzauth'),
  state: z.string(),
  code: z.optional(z.string()),
  /** Amazon's error when the customer did not allow it (`access_denied`) or it failed. */
  error: z.optional(z.string()),
});
export type AmzauthMessage = z.infer<typeof amzauthMessageSchema>;
