import { getQueryParam } from '../../../shared/routing/query.ts';

/** The names a link's token travels under (flows §1.5): emailed links, car makers' and dealers'. */
const TOKEN_PARAMS = ['tkn', 'token', 'dtok'] as const;

/**
 * The activation link's token, its parameter name read in any case (`?TKN=`, `?Token=`): the
 * first of `tkn`, `token` and `dtok` that is present and not blank.
 */
export function linkTokenOf(search: string): string | undefined {
  for (const name of TOKEN_PARAMS) {
    const value = getQueryParam(search, name)?.trim();
    if (value) return value;
  }
  return undefined;
}
