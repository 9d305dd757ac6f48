import * as z from 'zod/mini';

/**
 * "Listen now" after a purchase (flows §2.2 step 5, §8.7; ADR 050): the thanks page asks for a
 * signed, short-lived link that opens the player app on the subscription just bought.
 */

export const careListenLinkRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type CareListenLinkRequest = z.infer<typeof careListenLinkRequestSchema>;

export const careListenLinkSchema = /* @__PURE__ */ z.object({
  /** The player app's address with the signed link in its query: open it as it is. */
  url: z.string().check(z.minLength(1)),
  /** When the link stops opening the player (minutes away). */
  expiresAt: z.string(),
});
export type CareListenLink = z.infer<typeof careListenLinkSchema>;

/** The query parameter of the player app that carries the signed link. */
export const LISTEN_LINK_PARAM = 'listen';
