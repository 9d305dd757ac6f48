import { type CareAccountRequest, subscriptionIdSchema } from '@orbit/domain';
import { getQueryParam, hasQueryValue } from '../../../shared/routing/query.ts';

/** What the cancel page's address says (flows §5.2). */
export interface CancelEntry {
  subscriptionId: string;
  /** `POST /account`'s request: the account named on the address, else the caller's own. */
  accountRequest: CareAccountRequest;
  /** `cancelOnline=true`: no retention offer. */
  cancelOnline: boolean;
}

/**
 * `subscription/cancel?subscriptionId=…[&accountNumber=…][&cancelOnline=true]`, keys in any
 * case; null without a usable subscription id (the page cannot start).
 */
export function cancelEntryOf(search: string): CancelEntry | null {
  const subscriptionId = subscriptionIdSchema.safeParse(getQueryParam(search, 'subscriptionId'));
  if (!subscriptionId.success) return null;
  const accountNumber = getQueryParam(search, 'accountNumber')?.replace(/\D/g, '') ?? '';
  return {
    subscriptionId: subscriptionId.data,
    accountRequest: accountNumber ? { accountNumber } : {},
    cancelOnline: hasQueryValue(search, 'cancelOnline', 'true'),
  };
}

/** The change flow with a retention offer picked (coordinated through the address only). */
export function changePlanPath(subscriptionId: string, planCode?: string): string {
  const query = new URLSearchParams({ subscriptionid: subscriptionId });
  if (planCode) query.set('planCode', planCode);
  return `/subscription/change?${query}`;
}

/** Where a visitor the server does not know goes (flows §5.2), and comes back from once signed in. */
export function loginPath(back: { pathname: string; search: string }): string {
  return `/account/login?${new URLSearchParams({ redirectTo: `${back.pathname}${back.search}` })}`;
}

/** The cancel page of one subscription. */
export function cancelPagePath(subscriptionId: string): string {
  return `/subscription/cancel?${new URLSearchParams({ subscriptionId })}`;
}
