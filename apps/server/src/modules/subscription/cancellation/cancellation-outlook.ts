import {
  type CancellationPreview,
  type CancellationTerms,
  calendarDateOf,
  cancellationTermsOf,
  type ModifySubscriptionOptions,
  type SubscriptionFacts,
  subscriptionOptionsOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { currentTermOf, type TermCharge } from '../current-term.ts';
import { optionsContextAt, subscriptionFactsOf } from './subscription-facts.ts';

/** What may be done with a subscription today, and what cancelling it would mean. */
export type CancellationOutlook = {
  facts: SubscriptionFacts;
  options: ModifySubscriptionOptions;
  term: TermCharge | undefined;
  /** Null when the options offer no cancellation (pending, ended, nothing left to cancel). */
  terms: CancellationTerms | null;
  preview: CancellationPreview | null;
};

/** The options (ADR 028) and, when they offer a cancellation, its terms as of `now`. */
export async function cancellationOutlookOf(
  db: Db,
  named: Pick<NamedSubscription, 'subscription' | 'account'>,
  now: Date,
): Promise<CancellationOutlook> {
  const facts = await subscriptionFactsOf(db, named, now);
  const options = subscriptionOptionsOf(facts, optionsContextAt(now));
  const term = await currentTermOf(db, named.subscription, now);
  const offered = options.options.includes('CANCEL_SUBSCRIPTION');
  const terms = offered && term ? cancellationTermsOf(term, now) : null;
  return {
    facts,
    options,
    term,
    terms,
    preview:
      terms && term
        ? {
            cancellationType: terms.cancellationType,
            serviceEndsOn: calendarDateOf(terms.effectiveAt),
            refund: terms.refund,
            refundedDays: terms.refundedDays,
            ofDays: terms.ofDays,
            isTrial: term.phase === 'trial',
          }
        : null,
  };
}
