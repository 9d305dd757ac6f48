import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowOfJson, singleRowOf } from '../../../db/json-rows.ts';
import { radios, subscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { isActivePaid, subscriptionsWithPhasesOfJson } from '../../identification/index.ts';
import type { ServiceType } from '../catalog-rows.ts';
import { promoCustomerKey } from '../promo-codes.ts';

/** What the catalog knows of a customer who is no longer anonymous (offers/customer). */
export type CustomerStanding = {
  /** The services any of their accounts (or the radio) ever had, whatever happened since. */
  servicesHad: ReadonlySet<ServiceType>;
  /** Who would redeem a promo code: the account numbers and the email known. */
  customerKeys: string[];
  /** The radio asked about has a paid subscription running now. */
  radioHasActivePaidSubscription: boolean;
};

export type CustomerClues = {
  email?: string | undefined;
  /** A radio the caller named (typed, or resolved from a deviceRef). */
  radioId?: string | undefined;
  subscriptionId?: string | undefined;
  /** The identity signed in on the care session. */
  identityId?: string | null | undefined;
  now: Date;
};

/** The customer's past as `customerHistorySql` answers it, one JSON object. */
type HistoryJson = {
  radio: Record<string, unknown> | null;
  subscription: Record<string, unknown> | null;
  email_accounts: string[] | null;
  owned_accounts: string[] | null;
  subscriptions: unknown;
  phases: unknown;
};

/**
 * The customer's past the clues lead to, as `with` clauses a statement selects from: the radio
 * named (`radio`) and the subscription named (`named`), the accounts of the email and of the
 * sign-in (`by_email`, `owned`), and the ids of every subscription of those accounts, of the
 * radio and of the sign-in's streaming plans (`history_ids`). A clue not given matches nothing.
 */
function historyClauses(clues: CustomerClues): SQL {
  const radioId = clues.radioId || null;
  const subscriptionId = clues.subscriptionId || null;
  const emailKey = clues.email ? clues.email.trim().toLowerCase() : null;
  const identityId = clues.identityId ?? null;
  return sql`with radio as (select * from radios where radio_id = ${radioId}::text),
    named as (select * from subscriptions where id = ${subscriptionId}::text),
    by_email as (select account_number from subscriber_accounts where email_key = ${emailKey}::text),
    owned as (
      select account_number from subscriber_accounts where owner_identity_id = ${identityId}::text
    ),
    accounts as (
      select account_number from radio where account_number is not null
      union select account_number from named
      union select account_number from by_email
      union select account_number from owned
    ),
    history_ids as (
      select id from subscriptions where account_number in (select account_number from accounts)
      union select id from subscriptions where radio_id = ${radioId}::text
      union select id from subscriptions where streaming_identity_id = ${identityId}::text
    )`;
}

/**
 * Everything the clues say about a customer's past, as one JSON value (a scalar sub-select, so a
 * read can put it beside its own in one statement): the radio named and the subscription named,
 * the accounts of the email and of the sign-in, and every subscription of those accounts, of the
 * radio and of the sign-in's streaming plans, with their phases.
 */
export function customerHistorySql(clues: CustomerClues): SQL {
  return sql`(
    ${historyClauses(clues)}
    select jsonb_build_object(
      'radio', (select to_jsonb(r) from radio r),
      'subscription', (select to_jsonb(s) from named s),
      'email_accounts', (select jsonb_agg(account_number) from by_email),
      'owned_accounts', (select jsonb_agg(account_number) from owned),
      'subscriptions', (select jsonb_agg(to_jsonb(h)) from subscriptions h
        where h.id in (select id from history_ids)),
      'phases', (select jsonb_agg(to_jsonb(p) order by p.position) from subscription_phases p
        where p.subscription_id in (select id from history_ids))
    )
  )`;
}

/** What `servicesHadSql` answers: whether the radio and subscription named exist, and the kinds had. */
type ServicesHadJson = {
  radio_found: boolean;
  subscription_found: boolean;
  services: ServiceType[] | null;
};

/**
 * `customerStandingOf(…).servicesHad` alone, for a purchase that needs nothing else of the
 * customer's past, as a scalar sub-select another read can put beside its own (ADR 116): the
 * kinds of service are told apart in the database, so it answers two words however many
 * subscriptions the customer had, instead of every subscription and phase as JSON (a customer who
 * buys often made the purchase's costliest statement of it, ADR 103). `servicesHadOfJson` reads it.
 */
export function servicesHadSql(clues: CustomerClues): SQL {
  return sql`(
    ${historyClauses(clues)}
    select jsonb_build_object(
      'radio_found', exists (select 1 from radio),
      'subscription_found', exists (select 1 from named),
      'services', array(select distinct case when h.service_type = 'streaming' then 'streaming'
          else 'satellite' end
        from subscriptions h where h.id in (select id from history_ids))
    )
  )`;
}

/** The kinds of service `servicesHadSql` found; an unknown radio or subscription is refused as customerStandingOf refuses it. */
export function servicesHadOfJson(json: unknown, clues: CustomerClues): ReadonlySet<ServiceType> {
  const had = json as ServicesHadJson;
  if (clues.radioId && !had.radio_found) throw unknownRadio();
  if (clues.subscriptionId && !had.subscription_found) throw unknownSubscription();
  return new Set(had.services ?? []);
}

/** `servicesHadSql` on its own, in one statement. */
export async function servicesHadBy(
  db: Db,
  clues: CustomerClues,
): Promise<ReadonlySet<ServiceType>> {
  const row = await singleRowOf<{ had: unknown }>(db, sql`select ${servicesHadSql(clues)} as had`);
  return servicesHadOfJson(row.had, clues);
}

const unknownRadio = () =>
  new AppError('DEVICE_NOT_FOUND', 'offers for an unknown radio', {
    notFoundResourceType: 'device',
  });

const unknownSubscription = () =>
  new AppError('SUBSCRIPTION_NOT_FOUND', 'offers for an unknown subscription', {
    notFoundResourceType: 'subscription',
  });

/**
 * The standing `customerHistorySql` gives for these clues. An unknown radio is DEVICE_NOT_FOUND
 * and an unknown subscription SUBSCRIPTION_NOT_FOUND (both 404); an email nobody has simply has
 * no past.
 */
export function standingOfHistory(json: unknown, clues: CustomerClues): CustomerStanding {
  const history = json as HistoryJson;
  const radio = history.radio ? rowOfJson(radios, history.radio) : undefined;
  if (clues.radioId && !radio) throw unknownRadio();
  const named = history.subscription ? rowOfJson(subscriptions, history.subscription) : undefined;
  if (clues.subscriptionId && !named) throw unknownSubscription();
  // Keys in the order the clues are weighed: the radio's account, the subscription's, the
  // email's, the sign-in's.
  const accountNumbers = new Set<string>();
  if (radio?.accountNumber) accountNumbers.add(radio.accountNumber);
  if (named) accountNumbers.add(named.accountNumber);
  for (const number of history.email_accounts ?? []) accountNumbers.add(number);
  for (const number of history.owned_accounts ?? []) accountNumbers.add(number);
  const past = subscriptionsWithPhasesOfJson(history.subscriptions, history.phases);
  return {
    servicesHad: new Set(
      past.map((subscription) =>
        subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
      ),
    ),
    customerKeys: [...accountNumbers, ...(clues.email ? [promoCustomerKey(clues.email)] : [])],
    radioHasActivePaidSubscription: past.some(
      (subscription) =>
        radio !== undefined &&
        subscription.radioId === radio.radioId &&
        subscription.serviceType === 'satellite' &&
        isActivePaid(subscription, clues.now),
    ),
  };
}

/** Gathers what the email, radio, subscription and sign-in say about a customer's past, in one statement. */
export async function customerStandingOf(db: Db, clues: CustomerClues): Promise<CustomerStanding> {
  const row = await singleRowOf<{ history: unknown }>(
    db,
    sql`select ${customerHistorySql(clues)} as history`,
  );
  return standingOfHistory(row.history, clues);
}
