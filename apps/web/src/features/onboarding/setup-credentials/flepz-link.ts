import { type Country, checkFlepz, type FlepzValues } from '@orbit/domain';
import * as z from 'zod/mini';

/** What a `lookup?flepz=` link carries: the five FLEPZ fields, as base64 of their JSON. */
export type FlepzLink =
  | { kind: 'details'; values: FlepzValues }
  /** Not base64, not JSON, or details the FLEPZ rules refuse: the form, with a word about it. */
  | { kind: 'unreadable' };

const MAX_ENCODED_LENGTH = 2000;

/** The legacy links name the phone and zip either way. */
const linkDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.optional(z.string()),
  phone: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  zip: z.optional(z.string()),
});

/** base64 or base64url, padded or not, of UTF-8 text (names may carry accents in Canada). */
function decodeBase64Text(encoded: string): string | undefined {
  const standard = encoded.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard) || standard.length % 4 === 1) return undefined;
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a `flepz` parameter: the customer's details when the link holds all five and they pass
 * the market's FLEPZ rules (flows §0), otherwise unreadable — the page never throws on a link.
 */
export function flepzLinkOf(encoded: string, country: Country): FlepzLink {
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH) return { kind: 'unreadable' };
  const text = decodeBase64Text(encoded);
  const parsed = linkDetailsSchema.safeParse(text === undefined ? undefined : parseJson(text));
  if (!parsed.success) return { kind: 'unreadable' };
  const details = parsed.data;
  const values: FlepzValues = {
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phoneNumber: details.phoneNumber ?? details.phone ?? '',
    zipCode: details.zipCode ?? details.zip ?? '',
  };
  const refused = Object.values(checkFlepz(values, country)).some(Boolean);
  return refused ? { kind: 'unreadable' } : { kind: 'details', values };
}
