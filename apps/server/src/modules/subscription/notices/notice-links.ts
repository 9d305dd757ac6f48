import { magicLinkUrl } from '@orbit/domain';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { issueLink } from '../../identity/index.ts';
import { marketOf } from './notice-facts.ts';

/** A page of the account's own market's site (the Canadian site for a Canadian account). */
export function sitePageOf(config: AppConfig, account: SubscriberAccountRow, path: string): string {
  return new URL(path, config.markets[marketOf(account)].siteUrl).toString();
}

/**
 * A one-click link into a signed-in page: a single-use sign-in link (the magic link's secret,
 * only its hash kept) valid until `until`, that lands on `path` signed in as the account's owner.
 * Without an owner sign-in (or an email), the page itself: it asks the customer to sign in first.
 */
export async function oneClickLinkOf(
  tx: Db,
  deps: { config: AppConfig },
  account: SubscriberAccountRow,
  path: string,
  until: Date,
  now: Date,
): Promise<string> {
  if (!account.ownerIdentityId || !account.email) return sitePageOf(deps.config, account, path);
  const ttlSeconds = Math.max(3600, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const { secret } = await issueLink(
    tx,
    {
      purpose: 'magic-link',
      identityId: account.ownerIdentityId,
      sentTo: account.email,
      ttlSeconds,
    },
    now,
  );
  const url = new URL(magicLinkUrl(deps.config.markets[marketOf(account)].siteUrl, secret));
  url.searchParams.set('redirectTo', path);
  return url.toString();
}
