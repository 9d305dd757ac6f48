import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowOfJson, rowsOfJson } from '../../db/json-rows.ts';
import {
  billingProfiles,
  type PaymentMethodRow,
  paymentMethods,
  type RadioRow,
  radios,
  type SubscriberAccountRow,
  type SubscriptionPhaseRow,
  type SubscriptionRow,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../db/schema/index.ts';
import type { DeviceQuery } from './device-query.ts';

/** The radio a lookup names, or undefined. Ids, VINs and plates are stored as normalised. */
export async function findRadio(db: Db, query: DeviceQuery): Promise<RadioRow | undefined> {
  const condition =
    query.kind === 'radioId'
      ? eq(radios.radioId, query.radioId)
      : query.kind === 'vin'
        ? eq(radios.vin, query.vin)
        : and(eq(radios.licensePlate, query.licensePlate), eq(radios.plateState, query.state));
  const [radio] = await db.select().from(radios).where(condition).limit(1);
  return radio;
}

export async function findRadioById(db: Db, radioId: string): Promise<RadioRow | undefined> {
  const [radio] = await db.select().from(radios).where(eq(radios.radioId, radioId));
  return radio;
}

/** The radios of an account, oldest first (ties by radio id), so "its first radio" is stable. */
export async function radiosOfAccount(db: Db, accountNumber: string): Promise<RadioRow[]> {
  return db
    .select()
    .from(radios)
    .where(eq(radios.accountNumber, accountNumber))
    .orderBy(asc(radios.createdAt), asc(radios.radioId));
}

export type SubscriptionWithPhases = SubscriptionRow & { phases: SubscriptionPhaseRow[] };

/** Subscription rows with their phases in order, read in one more statement for all of them. */
export async function withPhases(
  db: Db,
  rows: SubscriptionRow[],
): Promise<SubscriptionWithPhases[]> {
  if (rows.length === 0) return [];
  const phases = await db
    .select()
    .from(subscriptionPhases)
    .where(
      inArray(
        subscriptionPhases.subscriptionId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    phases: phases
      .filter((phase) => phase.subscriptionId === row.id)
      .sort((a, b) => a.position - b.position),
  }));
}

/**
 * Subscription rows with their phases in order, from a statement's `jsonb_agg` of each (the
 * radio's history here, a customer's past in catalog, an account's records): one way to pair them.
 */
export function subscriptionsWithPhasesOfJson(
  subscriptionsJson: unknown,
  phasesJson: unknown,
): SubscriptionWithPhases[] {
  const phases = rowsOfJson(subscriptionPhases, phasesJson).sort((a, b) => a.position - b.position);
  return rowsOfJson(subscriptions, subscriptionsJson).map((subscription) => ({
    ...subscription,
    phases: phases.filter((phase) => phase.subscriptionId === subscription.id),
  }));
}

/** Every subscription a radio ever had, with its phases. */
export async function subscriptionsOfRadio(
  db: Db,
  radioId: string,
): Promise<SubscriptionWithPhases[]> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.radioId, radioId));
  return withPhases(db, rows);
}

/**
 * The radio and every subscription it ever had, with their phases: the radio and its
 * subscriptions in one statement (a new radio, the usual purchase, costs just that one), the
 * phases in a second when it has any. Undefined: no such radio.
 */
export async function radioWithHistory(
  db: Db,
  radioId: string,
): Promise<{ radio: RadioRow; history: SubscriptionWithPhases[] } | undefined> {
  const rows = await db
    .select({ radio: radios, subscription: subscriptions })
    .from(radios)
    .leftJoin(subscriptions, eq(subscriptions.radioId, radios.radioId))
    .where(eq(radios.radioId, radioId));
  const radio = rows[0]?.radio;
  if (!radio) return undefined;
  const history = rows.flatMap((row) => (row.subscription ? [row.subscription] : []));
  return { radio, history: await withPhases(db, history) };
}

/**
 * `radioWithHistory` as a scalar sub-select another read can put beside its own (ADR 116): the
 * radio and every subscription it had, with their phases, as one JSON value (null for a radio
 * nobody has); `radioWithHistoryOfJson` reads it back.
 */
export function radioWithHistorySql(radioId: string): SQL {
  return sql`(select jsonb_build_object(
      'radio', to_jsonb(r),
      'subscriptions', (select jsonb_agg(to_jsonb(s)) from subscriptions s
        where s.radio_id = r.radio_id),
      'phases', (select jsonb_agg(to_jsonb(p) order by p.position) from subscription_phases p
        where p.subscription_id in (select id from subscriptions where radio_id = r.radio_id))
    ) from radios r where r.radio_id = ${radioId}::text)`;
}

/** What `radioWithHistorySql` found, as `radioWithHistory` answers it. */
export function radioWithHistoryOfJson(
  json: unknown,
): { radio: RadioRow; history: SubscriptionWithPhases[] } | undefined {
  if (!json) return undefined;
  const found = json as { radio: Record<string, unknown>; subscriptions: unknown; phases: unknown };
  return {
    radio: rowOfJson(radios, found.radio),
    history: subscriptionsWithPhasesOfJson(found.subscriptions, found.phases),
  };
}

/** Every subscription of some accounts, with its phases. */
export async function subscriptionsOfAccounts(
  db: Db,
  accountNumbers: readonly string[],
): Promise<SubscriptionWithPhases[]> {
  if (accountNumbers.length === 0) return [];
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.accountNumber, [...accountNumbers]));
  return withPhases(db, rows);
}

/** Subscriptions whose streaming sign-in is this identity (a streaming listener owns no account). */
export async function subscriptionsOfStreamingIdentity(
  db: Db,
  identityId: string,
): Promise<SubscriptionWithPhases[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.streamingIdentityId, identityId));
  return withPhases(db, rows);
}

export async function findAccount(
  db: Db,
  accountNumber: string,
): Promise<SubscriberAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, accountNumber));
  return account;
}

/** The card a billing profile charges by default, whatever its state. */
/**
 * `defaultPaymentMethodOf` of every account a sign-in owns, as a scalar sub-select another read
 * can put beside its own (ADR 116); `defaultPaymentMethodsOfJson` reads it back by account.
 */
export function ownersDefaultPaymentMethodsSql(identityId: string): SQL {
  return sql`(select jsonb_agg(jsonb_build_object('account_number', b.account_number,
      'method', to_jsonb(m)))
    from subscriber_accounts a
    join billing_profiles b on b.account_number = a.account_number and b.status = 'open'
    join payment_methods m on m.id = b.default_payment_method_id
    where a.owner_identity_id = ${identityId}::text)`;
}

/** The default card of each account `ownersDefaultPaymentMethodsSql` found, by account number. */
export function defaultPaymentMethodsOfJson(json: unknown): Map<string, PaymentMethodRow> {
  const byAccount = new Map<string, PaymentMethodRow>();
  for (const found of (json ?? []) as {
    account_number: string;
    method: Record<string, unknown>;
  }[]) {
    if (!byAccount.has(found.account_number)) {
      byAccount.set(found.account_number, rowOfJson(paymentMethods, found.method));
    }
  }
  return byAccount;
}

export async function defaultPaymentMethodOf(
  db: Db,
  accountNumber: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select({ method: paymentMethods })
    .from(billingProfiles)
    .innerJoin(paymentMethods, eq(paymentMethods.id, billingProfiles.defaultPaymentMethodId))
    .where(
      and(eq(billingProfiles.accountNumber, accountNumber), eq(billingProfiles.status, 'open')),
    )
    .limit(1);
  return row?.method;
}
