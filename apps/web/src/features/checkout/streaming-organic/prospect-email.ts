import { isEmail } from '@orbit/domain';
import { getQueryParam } from '../../../shared/routing/query.ts';

/**
 * The email auto-process-creds starts with. The reference reads it from the prospect token
 * (`tkn` → PROSPECT_USERNAME, `cnatkn` → STREAMING_WINBACK) through `account/token/streaming`;
 * that endpoint does not exist on our server yet, so only an `email` query parameter is used.
 */
export function prospectEmailOf(search: string): string | undefined {
  const email = getQueryParam(search, 'email')?.trim();
  return email && isEmail(email, 'us', { forLookup: true }) ? email : undefined;
}
