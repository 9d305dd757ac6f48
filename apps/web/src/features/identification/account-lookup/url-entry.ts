import {
  accountNumberDigits,
  type CareNonPiiRequest,
  type Country,
  checkNamePiece,
  checkRadioIdOrLastFour,
  ENTRY_TOKEN_PARAMS,
  type EntryTokenType,
  isRadioIdLastFour,
  normaliseRadioId,
} from '@orbit/domain';
import { getQueryParam } from '../../../shared/routing/query.ts';

/** What the address of the account lookup page asks to identify on arrival (flows §1.5). */
export type UrlEntry =
  /** A link's signed token: identified like a targeted link, then its account looked up. */
  | { kind: 'token'; token: string; tokenType: EntryTokenType }
  /** `radioid` with `act` (RID_ACCT_URL) or `lname` (RID_LNAME_URL), or alone (RID). */
  | { kind: 'radio'; request: CareNonPiiRequest }
  /** Something is there but cannot be used (an empty token, a malformed radio id). */
  | { kind: 'unusable' }
  | { kind: 'none' };

/** Sales links first, then account links (the order the targeted checkout reads them in). */
const TOKEN_PARAMS = ['tkn', 'token', 'dtok', 'atok'] as const;
const TOKEN_MAX_LENGTH = 1000;

function radioEntryOf(search: string, radioId: string, country: Country): UrlEntry {
  if (checkRadioIdOrLastFour(radioId)) return { kind: 'unusable' };
  const id = isRadioIdLastFour(radioId)
    ? radioId.toUpperCase()
    : normaliseRadioId(radioId.replace(/-/g, ''));
  const account = accountNumberDigits(getQueryParam(search, 'act') ?? '');
  if (account) {
    return {
      kind: 'radio',
      request: { radioId: id, accountNumber: account, authenticationType: 'RID_ACCT_URL' },
    };
  }
  const lastName = getQueryParam(search, 'lname')?.trim();
  if (lastName) {
    if (checkNamePiece(lastName, country)) return { kind: 'unusable' };
    return {
      kind: 'radio',
      request: { radioId: id, lastName, authenticationType: 'RID_LNAME_URL' },
    };
  }
  // The last four alone name no one: only a whole radio id may come without the others.
  return isRadioIdLastFour(id) ? { kind: 'unusable' } : { kind: 'radio', request: { radioId: id } };
}

/**
 * Reads the query (keys in any case, flows §0): a token (`tkn`, `token`, `dtok` → SALES_AUDIO,
 * `atok` → ACCOUNT) wins; otherwise `radioid` with `act` (account number, digits kept) or `lname`.
 */
export function urlEntryOf(search: string, country: Country): UrlEntry {
  let unusable = false;
  for (const param of TOKEN_PARAMS) {
    const value = getQueryParam(search, param);
    if (value === null) continue;
    const token = value.trim();
    const tokenType = ENTRY_TOKEN_PARAMS[param];
    if (token && token.length <= TOKEN_MAX_LENGTH && tokenType) {
      return { kind: 'token', token, tokenType };
    }
    unusable = true;
  }
  const radioId = getQueryParam(search, 'radioid')?.trim();
  if (radioId) return radioEntryOf(search, radioId, country);
  return unusable ? { kind: 'unusable' } : { kind: 'none' };
}
