import { ENTRY_TOKEN_PARAMS, type EntryTokenType } from '@orbit/domain';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { checkLookupRadioId, type IdentificationMethod } from '../../../identification/index.ts';

/** What a targeted link carries to identify the radio (flows §1.5, §2.3). */
export type TargetedLink =
  | { kind: 'token'; token: string; tokenType: EntryTokenType }
  | { kind: 'radio'; radioId: string; authenticationType: IdentificationMethod }
  /** A token parameter that is there but empty, or a radio id that cannot be one. */
  | { kind: 'unusable' }
  | { kind: 'none' };

/** The token parameters in the order they are read: sales links first, then account links. */
const TOKEN_PARAMS = ['tkn', 'token', 'dtok', 'atok'] as const;

/**
 * Reads the link: a token (`tkn`, `token`, `dtok` → SALES_AUDIO, or SALES_STREAMING in a
 * streaming checkout; `atok` → ACCOUNT) wins; else
 * `radioid`, with `act` (account number) or `lname` naming how analytics counts the entry. The
 * account number and last name are not sent: find-your-radio needs only the radio id and shows
 * only what a visitor may see.
 */
export function targetedLinkOf(
  search: string,
  salesTokenType: EntryTokenType = 'SALES_AUDIO',
): TargetedLink {
  let unusable = false;
  for (const param of TOKEN_PARAMS) {
    const value = getQueryParam(search, param);
    if (value === null) continue;
    const token = value.trim();
    const linkType = ENTRY_TOKEN_PARAMS[param];
    // A streaming checkout's sales link carries a SALES_STREAMING token in the same parameters.
    const tokenType = linkType === 'SALES_AUDIO' ? salesTokenType : linkType;
    if (token && token.length <= 1000 && tokenType) return { kind: 'token', token, tokenType };
    unusable = true;
  }
  const radioId = getQueryParam(search, 'radioid')?.trim();
  if (radioId) {
    if (checkLookupRadioId(radioId)) return { kind: 'unusable' };
    const account = getQueryParam(search, 'act')?.replace(/\D/g, '');
    const lastName = getQueryParam(search, 'lname')?.trim();
    return {
      kind: 'radio',
      radioId: radioId.replace(/-/g, '').toUpperCase(),
      authenticationType: account ? 'RID_ACCT_URL' : lastName ? 'RID_LNAME_URL' : 'RID',
    };
  }
  return unusable ? { kind: 'unusable' } : { kind: 'none' };
}
