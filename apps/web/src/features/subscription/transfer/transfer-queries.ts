import type {
  CareAcscOffersResult,
  CareAcscQuoteRequest,
  CareAcscQuoteResult,
  CareAcscResult,
} from '@orbit/domain';
import { transferCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';
import { trackTransferFailed } from './transfer-analytics.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** Held for the visit, like the checkout's offers and quote (ADR 019): never read again by themselves. */
const HELD_FOR_THE_VISIT = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

/** What the door asks: the link's token, else the care session's account (or its signed-in owner). */
export interface AcscAsked {
  token: string | undefined;
  /** The trial radio: the link's `trialradioid`, or the one the customer typed. */
  radioId: string | undefined;
  subscriptionId: string | undefined;
  /** The swap page: the radios that may be replaced, no trial radio. */
  swapFlow: boolean;
}

/**
 * What the door found (flows §8.1): the server's identification result, or why it could not ask —
 * nobody identified (sign in or find the account), an account found but not proven (last name,
 * phone and zip first), or the page's own NETWORK_ERROR (the call failed).
 */
export type AcscEntry =
  | { kind: 'answered'; answer: CareAcscResult }
  | { kind: 'signIn' }
  | { kind: 'verify' }
  | { kind: 'networkError'; code: string };

const transferKeys = {
  entry: (asked: AcscAsked) => ['subscription', 'transfer', 'acsc', asked] as const,
  offers: (trialRadioId: string, selfPayRadioId: string | undefined, consolidation: boolean) =>
    [
      'subscription',
      'transfer',
      'offers',
      trialRadioId,
      selfPayRadioId ?? null,
      consolidation,
    ] as const,
  quote: (asked: CareAcscQuoteRequest | undefined) =>
    ['subscription', 'transfer', 'quote', asked ?? null] as const,
};

async function askAcsc(services: AppServices, asked: AcscAsked): Promise<AcscEntry> {
  const calls = careCallsFor(services.careRequester, transferCalls);
  const { token, radioId, subscriptionId, swapFlow } = asked;
  try {
    // The link's token is read once: it records the account on the care session, after which
    // the session's own `account/acsc` answers for any other radio the customer names.
    const opened = token ? await calls.acscToken({ token }, QUIET) : undefined;
    if (
      opened &&
      (opened.identificationResult === 'INVALID_ACSC_TOKEN' ||
        (!swapFlow && !radioId && !subscriptionId))
    ) {
      return { kind: 'answered', answer: opened };
    }
    const answer = await calls.acscAccount(
      {
        ...(radioId && !swapFlow ? { radioId } : {}),
        ...(subscriptionId ? { subscriptionId } : {}),
        ...(swapFlow ? { swapFlow: true } : {}),
      },
      QUIET,
    );
    return { kind: 'answered', answer };
  } catch (error) {
    const failure = reportHandledError(services, error, 'acsc account');
    if (failure.kind === 'signInRequired') return { kind: 'signIn' };
    if (failure.kind === 'verificationRequired') return { kind: 'verify' };
    trackTransferFailed(
      services.dataLayer,
      token ? 'account token failure' : 'acsc account failure',
      failure.code,
    );
    return { kind: 'networkError', code: failure.code };
  }
}

/** The door's answer, asked once per link and radio for the visit. */
export function acscEntryQuery(services: AppServices, asked: AcscAsked) {
  return queryOptions<AcscEntry>({
    queryKey: transferKeys.entry(asked),
    queryFn: () => askAcsc(services, asked),
    ...HELD_FOR_THE_VISIT,
  });
}

/** Forgets the door's answers: after a verification, a sign-in, or a transfer placed. */
export function forgetAcscEntries(services: AppServices): void {
  appQueryClientOf(services).removeQueries({ queryKey: ['subscription', 'transfer', 'acsc'] });
}

/** The follow-on plans of a trial radio joining the account (or the plan that moves). */
export function acscOffersQuery(
  services: AppServices,
  trialRadioId: string,
  selfPayRadioId: string | undefined,
  accountConsolidation: boolean,
) {
  return queryOptions<CareAcscOffersResult>({
    queryKey: transferKeys.offers(trialRadioId, selfPayRadioId, accountConsolidation),
    queryFn: () =>
      careCallsFor(services.careRequester, transferCalls).acscOffers(
        {
          trialRadioId,
          ...(selfPayRadioId ? { selfPayRadioId } : {}),
          accountConsolidation,
        },
        QUIET,
      ),
    ...HELD_FOR_THE_VISIT,
  });
}

/** The quote the review shows, named by the request that got it. */
export function acscQuoteQuery(services: AppServices, asked: CareAcscQuoteRequest | undefined) {
  return queryOptions<CareAcscQuoteResult>({
    queryKey: transferKeys.quote(asked),
    queryFn: asked
      ? () => careCallsFor(services.careRequester, transferCalls).acscQuote(asked, QUIET)
      : skipToken,
    ...HELD_FOR_THE_VISIT,
  });
}

/** Prices the transfer now (a fresh quote each time) and keeps it for review. */
export function askAcscQuote(
  services: AppServices,
  asked: CareAcscQuoteRequest,
): Promise<CareAcscQuoteResult> {
  return appQueryClientOf(services).fetchQuery({
    ...acscQuoteQuery(services, asked),
    staleTime: 0,
  });
}
