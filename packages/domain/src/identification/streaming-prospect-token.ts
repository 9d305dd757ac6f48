import * as z from 'zod/mini';

/**
 * Prospect token of the streaming checkout (flows §2.1 step 5, §1.5): a marketing link to
 * `…/streaming/organic/auto-process-creds` carries a signed token naming the email the offer was
 * sent to, in `tkn` (PROSPECT_USERNAME) or `cnatkn` (STREAMING_WINBACK).
 * `POST /services/account/token/streaming` checks its signature and expiry and answers the email
 * to prefill and the program code the link was sent with. A bad, expired or tampered token, or a
 * token of another kind (a targeted satellite link's): INVALID_TOKEN (400), with no detail.
 */
export const STREAMING_PROSPECT_TOKEN_TYPES = ['PROSPECT_USERNAME', 'STREAMING_WINBACK'] as const;
export type StreamingProspectTokenType = (typeof STREAMING_PROSPECT_TOKEN_TYPES)[number];

/** The query parameters that carry a prospect token, and the token type each stands for. */
export const STREAMING_PROSPECT_TOKEN_PARAMS: Readonly<Record<string, StreamingProspectTokenType>> =
  {
    tkn: 'PROSPECT_USERNAME',
    cnatkn: 'STREAMING_WINBACK',
  };

export const careStreamingProspectRequestSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  tokenType: z.enum(STREAMING_PROSPECT_TOKEN_TYPES),
});
export type CareStreamingProspectRequest = z.infer<typeof careStreamingProspectRequestSchema>;

export const careStreamingProspectResultSchema = /* @__PURE__ */ z.object({
  email: z.string(),
  programCode: z.nullable(z.string()),
});
export type CareStreamingProspectResult = z.infer<typeof careStreamingProspectResultSchema>;
