import * as z from 'zod/mini';
import { careDeviceLookupResultSchema } from './device-lookup.ts';

/**
 * Tokenized entry (flows §1.5): a marketing or care link carries a signed token naming the radio
 * (and the account) it was sent for. `tkn`, `token` and `dtok` are SALES_AUDIO tokens (satellite)
 * or SALES_STREAMING; `atok` is an ACCOUNT token. `POST /services/identification/token` checks the
 * signature and expiry and answers like find-your-radio (masked, with a `deviceRef`), plus the
 * program code the link was sent with. A bad, expired or tampered token → INVALID_TOKEN (400).
 */
export const ENTRY_TOKEN_TYPES = ['SALES_AUDIO', 'SALES_STREAMING', 'ACCOUNT'] as const;
export type EntryTokenType = (typeof ENTRY_TOKEN_TYPES)[number];

/** The query parameters that carry a token, and the token type each stands for. */
export const ENTRY_TOKEN_PARAMS: Readonly<Record<string, EntryTokenType>> = {
  tkn: 'SALES_AUDIO',
  token: 'SALES_AUDIO',
  dtok: 'SALES_AUDIO',
  atok: 'ACCOUNT',
};

export const careTokenEntryRequestSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  tokenType: z.enum(ENTRY_TOKEN_TYPES),
});
export type CareTokenEntryRequest = z.infer<typeof careTokenEntryRequestSchema>;

export const careTokenEntryResultSchema = /* @__PURE__ */ z.extend(careDeviceLookupResultSchema, {
  programCode: z.nullable(z.string()),
});
export type CareTokenEntryResult = z.infer<typeof careTokenEntryResultSchema>;
