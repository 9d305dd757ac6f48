import type { CareAccountRequest, Locale } from '@orbit/domain';
import type { AccountCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';

/**
 * How long what the account area read stays fresh: going from one of its pages to another (the
 * dashboard, billing, account info) shows it again without asking. A change made here invalidates
 * it at once (`useAccountChange`); changes made elsewhere (another tab, a care agent) show within
 * this time.
 */
export const ACCOUNT_STALE_TIME = 2 * 60_000;

/**
 * The cache keys of the account's reads. A change to the account makes `all` stale: its view,
 * its suggestions and its preferences are read again by the pages that show them.
 */
export const accountKeys = {
  all: ['account'] as const,
  /** One key per request: the guard's `{}` and the pay page's own request are different reads. */
  view: (request: CareAccountRequest) => ['account', 'view', request] as const,
  nextBestActions: ['account', 'next-best-actions'] as const,
  contactPreferences: (langPref: Locale) => ['account', 'contact-preferences', langPref] as const,
};

/** Each page shows its own failure (sign-in, lookup, or a message), so no global handling. */
const QUIET = { skipGlobalHandler: true } as const;

/**
 * `POST /account`: the account this session may see (the signed-in owner's, or the one it
 * identified and verified); null for a signed-in customer who owns none.
 */
export function accountQuery(calls: AccountCalls, request: CareAccountRequest = {}) {
  return queryOptions({
    queryKey: accountKeys.view(request),
    queryFn: ({ signal }) => calls.getAccount(request, { signal, ...QUIET }),
    staleTime: ACCOUNT_STALE_TIME,
  });
}

/** `GET /account/next-best-action`: what the dashboard suggests, most pressing first. */
export function nextBestActionsQuery(calls: AccountCalls) {
  return queryOptions({
    queryKey: accountKeys.nextBestActions,
    queryFn: ({ signal }) => calls.getNextBestActions({}, { signal, ...QUIET }),
    staleTime: ACCOUNT_STALE_TIME,
  });
}

/** `POST /account-mgmt/contact-preferences`: the opt-ins, language and do-not-call requests. */
export function contactPreferencesQuery(calls: AccountCalls, langPref: Locale) {
  return queryOptions({
    queryKey: accountKeys.contactPreferences(langPref),
    queryFn: ({ signal }) => calls.getContactPreferences({ langPref }, { signal, ...QUIET }),
    staleTime: ACCOUNT_STALE_TIME,
  });
}
