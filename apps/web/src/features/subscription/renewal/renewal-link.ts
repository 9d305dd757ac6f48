import { getQueryParam } from '../../../shared/routing/query.ts';

/** What a renewal campaign's link carries (flows §4.1): the program code and the renewal code. */
export type RenewalLink =
  | { kind: 'link'; programCode: string; renewalCode: string | undefined }
  /** No program code: nothing to renew from, the plain way in lists what can be bought. */
  | { kind: 'noProgramCode' };

/** Query keys the renewal reads; the plain way in is sent the visitor's others (campaign tags). */
const RENEWAL_KEYS = ['programcode', 'renewalcode'];

/** The link's codes, whatever the case of their keys (flows §0); blank counts as missing. */
export function renewalLinkOf(search: string): RenewalLink {
  const programCode = getQueryParam(search, 'programcode')?.trim();
  if (!programCode) return { kind: 'noProgramCode' };
  const renewalCode = getQueryParam(search, 'renewalcode')?.trim();
  return { kind: 'link', programCode, renewalCode: renewalCode || undefined };
}

/**
 * Where a link without a program code goes. Flows §4.1 says `/subscribe/checkout?programCode=`,
 * but here `subscribe/checkout` redirects to this very page (spec 000 §2): the plain way in
 * (`/subscribe`, ADR 038) is what that address meant, with the visitor's other query keys.
 */
export function plainWayInPath(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (!RENEWAL_KEYS.includes(key.toLowerCase())) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `/subscribe?${query}` : '/subscribe';
}
