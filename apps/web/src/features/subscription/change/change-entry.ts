import type { AccountSubscription, CareAccount, Locale } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { accountQuery } from '../../account/index.ts';
import { enterFromUrl } from '../../identification/index.ts';
import type { ChangeLink } from './change-link.ts';

/**
 * Why the change pages cannot open for this visitor (flows §5.1): the sign-in page, carrying
 * the query, for NO_SUBSCRIPTION_FOUND, TOKEN_ERROR and NON_ELEGIBLE_REDIRECT; the account sign-in
 * for UNAUTHENTICATED_CUSTOMER; the error page for anything else.
 */
export type ChangeEntryProblem =
  | 'NO_SUBSCRIPTION_FOUND'
  | 'TOKEN_ERROR'
  | 'NON_ELEGIBLE_REDIRECT'
  | 'UNAUTHENTICATED_CUSTOMER'
  | 'OTHER';

export type ChangeEntryOutcome =
  | { kind: 'ready'; account: CareAccount; subscription: AccountSubscription }
  | { kind: 'problem'; problem: ChangeEntryProblem }
  /**
   * The link identified the account but did not prove it (VERIFICATION_REQUIRED): once the
   * customer verifies it, `openNamedSubscription` with `named` opens the flow.
   */
  | { kind: 'verificationRequired'; named: NamedSubscription }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/** The subscription the door opens on: by id (signed in), or the one on the link's radio. */
export type NamedSubscription =
  | { subscriptionId: string }
  | { radioIdLastFour: string | undefined };

/** The subscription the link names: by id, else the one on the radio it identified. */
function subscriptionOf(
  account: CareAccount,
  named: NamedSubscription,
): AccountSubscription | undefined {
  const { subscriptions } = account;
  if ('subscriptionId' in named) {
    return subscriptions.find((subscription) => subscription.id === named.subscriptionId);
  }
  const running = subscriptions.filter((subscription) => subscription.isActive);
  if (named.radioIdLastFour) {
    return running.find(
      (subscription) => subscription.last4DigitsOfRadioId === named.radioIdLastFour,
    );
  }
  return running.length === 1 ? running[0] : undefined;
}

/** `POST /account`: the account this session may see, read through the account's cache. */
async function accountOf(
  services: AppServices,
  verifiable: boolean,
): Promise<
  { account: CareAccount | null } | { problem: ChangeEntryProblem } | 'stopped' | 'verify'
> {
  const calls = careCallsFor(services.careRequester, accountCalls);
  try {
    return { account: await appQueryClientOf(services).fetchQuery(accountQuery(calls)) };
  } catch (error) {
    const failure = failureOf(error);
    // A link's account not yet proven is the door's next step, not a failure.
    if (failure.kind === 'verificationRequired' && verifiable) return 'verify';
    reportFailure(services.errors, failure, { name: 'account load', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return 'stopped';
    if (failure.kind === 'signInRequired') return { problem: 'UNAUTHENTICATED_CUSTOMER' };
    // Identified but not proven, or not theirs: signing in is how they show it is.
    if (failure.kind === 'verificationRequired' || failure.kind === 'notFound') {
      return { problem: 'NO_SUBSCRIPTION_FOUND' };
    }
    return { problem: 'OTHER' };
  }
}

/**
 * The change pages' door: signed in, the account and the subscription named; by a link, the
 * customer the link names identified first (identification's link entry, flows §1.5), then the
 * account it opened and the subscription on its radio — or, when the link identified without
 * proving, `verificationRequired` for the page to ask for last name, phone and zip.
 */
export async function enterChangeFlow(
  services: AppServices,
  link: ChangeLink,
  locale: Locale,
): Promise<ChangeEntryOutcome> {
  if (link.kind === 'none') return { kind: 'problem', problem: 'OTHER' };
  let radioIdLastFour: string | undefined;
  if (link.kind === 'link') {
    const identified = await enterFromUrl(services, link.entry, locale);
    if (identified.kind === 'stopped') return { kind: 'stopped' };
    if (identified.kind !== 'found') {
      const problem: ChangeEntryProblem =
        identified.kind === 'problem' && identified.problem === 'linkRefused'
          ? 'TOKEN_ERROR'
          : identified.kind === 'problem' && identified.problem === 'notSupported'
            ? 'NON_ELEGIBLE_REDIRECT'
            : identified.kind === 'problem' && identified.problem === 'notFound'
              ? 'NO_SUBSCRIPTION_FOUND'
              : 'OTHER';
      return { kind: 'problem', problem };
    }
    radioIdLastFour =
      link.entry.kind === 'radio'
        ? link.entry.request.radioId?.slice(-4)
        : identified.account.radios.find((radio) => radio.planName !== null)?.radioIdLastFour;
  }
  const named: NamedSubscription =
    link.kind === 'signedIn' ? { subscriptionId: link.subscriptionId } : { radioIdLastFour };
  return openSubscription(services, named, link.kind === 'link');
}

/**
 * The account this session may see and the subscription named on it; after a link's account
 * was verified, the rest of the door (a second VERIFICATION_REQUIRED is not asked again).
 */
export function openNamedSubscription(
  services: AppServices,
  named: NamedSubscription,
): Promise<ChangeEntryOutcome> {
  return openSubscription(services, named, false);
}

/**
 * Change-to's door (ADR 052): the running plan of the radio the customer chose from their
 * account or found with find-your-radio on this care session. A found radio's account may not
 * be proven yet: `verificationRequired` asks last name, phone and zip first.
 */
export function openRadiosSubscription(
  services: AppServices,
  radioIdLastFour: string,
): Promise<ChangeEntryOutcome> {
  return openSubscription(services, { radioIdLastFour }, true);
}

async function openSubscription(
  services: AppServices,
  named: NamedSubscription,
  verifiable: boolean,
): Promise<ChangeEntryOutcome> {
  const read = await accountOf(services, verifiable);
  if (read === 'stopped') return { kind: 'stopped' };
  if (read === 'verify') return { kind: 'verificationRequired', named };
  if ('problem' in read) return { kind: 'problem', problem: read.problem };
  if (!read.account) return { kind: 'problem', problem: 'NO_SUBSCRIPTION_FOUND' };
  const subscription = subscriptionOf(read.account, named);
  if (!subscription?.isActive) {
    return { kind: 'problem', problem: 'NO_SUBSCRIPTION_FOUND' };
  }
  return { kind: 'ready', account: read.account, subscription };
}
