import type { Locale } from '@orbit/domain';
import { checkoutCalls, identificationCalls } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import {
  type AccountLookupOutcome,
  lookupFailureOf,
  runAccountLookup,
} from './account-lookup-calls.ts';
import type { UrlEntry } from './url-entry.ts';

const skip = { skipGlobalHandler: true } as const;

/**
 * Identifies the customer the page's address names (flows §1.5): a link's token through the
 * token entry (`identification/token`), then its radio's account by the deviceRef it gave
 * (TOKEN_URL); `radioid` with `act` or `lname` straight through `account/non-pii`
 * (RID_ACCT_URL, RID_LNAME_URL). A token refused is "this link can't be used".
 */
export async function enterFromUrl(
  services: AppServices,
  entry: Exclude<UrlEntry, { kind: 'none' }>,
  locale: Locale,
): Promise<AccountLookupOutcome> {
  const identification = careCallsFor(services.careRequester, identificationCalls);
  if (entry.kind === 'unusable') return { kind: 'problem', problem: 'linkRefused' };
  if (entry.kind === 'radio') {
    const request = { ...entry.request, locale };
    return runAccountLookup(services, request.authenticationType ?? 'RID', () =>
      identification.lookupNonPiiAccount(request, skip),
    );
  }
  let deviceRef: string;
  try {
    ({ deviceRef } = await careCallsFor(services.careRequester, checkoutCalls).identifyByToken(
      { token: entry.token, tokenType: entry.tokenType },
      skip,
    ));
  } catch (error) {
    const outcome = lookupFailureOf(services, error, 'TOKEN_URL');
    return outcome.kind === 'invalid' ? { kind: 'problem', problem: 'linkRefused' } : outcome;
  }
  return runAccountLookup(services, 'TOKEN_URL', () =>
    identification.lookupNonPiiAccount(
      { deviceRef, authenticationType: 'TOKEN_URL', locale },
      skip,
    ),
  );
}
