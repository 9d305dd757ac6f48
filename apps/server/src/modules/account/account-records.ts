import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  preparedPerDatabase,
  preparedSingleRow,
  rowOfJson,
  rowsOfJson,
} from '../../db/json-rows.ts';
import { createKeptAtRecordsVersion, deepFrozen } from '../../db/kept-at-records-version.ts';
import { recordsVersionOf } from '../../db/records-version.ts';
import {
  billingProfiles,
  catalogPackages,
  dunningCases,
  invoices,
  paymentMethods,
  payments,
  type RadioRow,
  radios,
  type SubscriberAccountRow,
  subscriberAccounts,
} from '../../db/schema/index.ts';
import type { OwnersAccountRead } from '../../platform/auth/account-access.ts';
import type { BillingRecords } from '../billing/index.ts';
import {
  type CatalogPackageRow,
  type JoinedOfferJson,
  type OfferWithPackage,
  offersOfJson,
} from '../catalog/index.ts';
import {
  type SubscriptionWithPhases,
  subscriptionsWithPhasesOfJson,
} from '../identification/index.ts';

/** Every row the account view and its next best actions are worked out from. */
export type AccountRecords = {
  radios: RadioRow[];
  subscriptions: SubscriptionWithPhases[];
  /** Sign-in handle by identity id: the owner's and the subscriptions' streaming sign-ins. */
  handles: Map<string, string>;
  /** The catalog offer of each plan code the subscriptions and their phases name. */
  offers: Map<string, OfferWithPackage>;
  /** The catalog packages the subscriptions are of (names of plans gone from the catalog). */
  packages: CatalogPackageRow[];
  /** Partner name by subscription id, for the subscriptions a partner bills (ADR 077). */
  billingPartners: Map<string, string>;
  /** The subscriptions whose Quebec trial has its consent to become paid (ADR 075). */
  consentedSubscriptionIds: Set<string>;
  /** The open billing profile's default card, whatever its status. */
  defaultCard: typeof paymentMethods.$inferSelect | undefined;
  billing: BillingRecords;
};

type RecordsRow = {
  records_version: string;
  account: Record<string, unknown> | null;
  radios: unknown;
  subscriptions: unknown;
  phases: unknown;
  handles: { id: string; handle: string }[] | null;
  offers: JoinedOfferJson[] | null;
  packages: Record<string, unknown>[] | null;
  billing_partners: { subscription_id: string; partner_name: string }[] | null;
  consents: string[] | null;
  default_card: Record<string, unknown> | null;
  profile: Record<string, unknown> | null;
  unpaid: unknown;
  dunning: unknown;
  last_payment: Record<string, unknown> | null;
};

const accountNumber = sql.placeholder('accountNumber');
const ownerIdentityId = sql.placeholder('ownerIdentityId');

/**
 * The statement of `accountRecordsOf`, prepared once per database (ADR 092): the account read
 * sends it on every call, and on PostgreSQL it is then planned once per connection.
 */
const recordsStatementOf = preparedPerDatabase((db) =>
  preparedSingleRow<RecordsRow>(
    db,
    'account_records',
    sql`
    with subs as (select * from subscriptions where account_number = ${accountNumber}),
    plan_codes as (
      select trim(plan_code) as code from subs
      union select trim(offer_id) from subscription_phases
        where subscription_id in (select id from subs)
    )
    select
      ${recordsVersionOf(accountNumber)} as records_version,
      (select to_jsonb(a) from subscriber_accounts a
        where a.account_number = ${accountNumber}) as account,
      (select jsonb_agg(to_jsonb(r) order by r.created_at, r.radio_id)
        from radios r where r.account_number = ${accountNumber}) as radios,
      (select jsonb_agg(to_jsonb(s)) from subs s) as subscriptions,
      (select jsonb_agg(to_jsonb(p) order by p.position)
        from subscription_phases p where p.subscription_id in (select id from subs)) as phases,
      (select jsonb_agg(jsonb_build_object('id', i.id, 'handle', i.handle)) from identities i
        where i.id = ${ownerIdentityId}
          or i.id in (select streaming_identity_id from subs)) as handles,
      (select jsonb_agg(jsonb_build_object('offer', to_jsonb(o), 'package', to_jsonb(k)))
        from catalog_offers o join catalog_packages k on k.id = o.package_id
        where o.plan_code in (select code from plan_codes)) as offers,
      (select jsonb_agg(to_jsonb(k)) from catalog_packages k
        where k.id in (select package_id from subs)) as packages,
      (select jsonb_agg(jsonb_build_object(
          'subscription_id', e.subscription_id, 'partner_name', p.partner_name))
        from partner_entitlements e
        join entitlement_partners p on p.reseller_code = e.reseller_code
        where e.subscription_id in (select id from subs)) as billing_partners,
      (select jsonb_agg(c.subscription_id) from conversion_consents c
        where c.subscription_id in (select id from subs)) as consents,
      (select to_jsonb(m) from billing_profiles b
        join payment_methods m on m.id = b.default_payment_method_id
        where b.account_number = ${accountNumber} and b.status = 'open' limit 1) as default_card,
      (select to_jsonb(b) from billing_profiles b
        where b.account_number = ${accountNumber} limit 1) as profile,
      (select jsonb_agg(to_jsonb(i) order by i.due_date, i.issued_at) from invoices i
        where i.account_number = ${accountNumber} and i.amount_due_minor > 0) as unpaid,
      (select jsonb_agg(to_jsonb(d)) from dunning_cases d
        where d.account_number = ${accountNumber} and d.state in ('pastDue', 'suspended')) as dunning,
      (select to_jsonb(y) from payments y
        where y.account_number = ${accountNumber} and y.entry_type = 'payment'
        order by y.paid_at desc limit 1) as last_payment
  `,
  ),
);

/** The records kept per database handle, as the statement is prepared (the app's, a test's). */
const keptAccountRecordsOf = preparedPerDatabase(() =>
  createKeptAtRecordsVersion<AccountRecords>(),
);

/**
 * The account's rows, all in one SQL statement (issue 20: the account read used to send 16, one
 * after another, each a round trip and on PGlite a turn of the one connection). Each part is a
 * sub-select aggregated to JSON and read back into the tables' typed rows (`rowsOfJson`), in the
 * order the single-table reads gave: radios by creation, unpaid invoices oldest due first,
 * phases by position.
 *
 * With the `recordsVersion` read beside the owner's account (ADR 095), records kept at that
 * version are answered without any statement. Records read are kept at the version the same
 * statement read (its own snapshot), never at the caller's, which may be older.
 */
export async function accountRecordsOf(
  db: Db,
  account: SubscriberAccountRow,
  recordsVersion?: string,
): Promise<AccountRecords> {
  const kept = keptAccountRecordsOf(db);
  const { accountNumber, ownerIdentityId } = account;
  if (recordsVersion !== undefined) {
    const records = kept.find(accountNumber, recordsVersion, ownerIdentityId);
    if (records) return records;
  }
  return keptRecordsOf(db, await recordsStatementOf(db)({ accountNumber, ownerIdentityId }), {
    accountNumber,
    ownerIdentityId,
  });
}

/** Keeps the records a statement read at the version it read them at (its own snapshot). */
function keptRecordsOf(
  db: Db,
  row: RecordsRow,
  {
    accountNumber,
    ownerIdentityId,
  }: Pick<SubscriberAccountRow, 'accountNumber' | 'ownerIdentityId'>,
): AccountRecords {
  const records = deepFrozen(recordsOfRow(row));
  keptAccountRecordsOf(db).keep(accountNumber, {
    version: row.records_version,
    ownerIdentityId,
    value: records,
  });
  return records;
}

/**
 * The owner's account read with its records, in the records statement (ADR 098): the ownership
 * gate's read of "my account" for the account read when the row it kept is out of date, so that
 * the read after a write costs the session's statement and this one. Undefined when the account
 * is no longer the caller's (moved since the session's statement read it), as the gate's own
 * read would answer.
 */
export const readOwnersAccountWithRecords: OwnersAccountRead = async (
  db,
  accountNumber,
  identityId,
) => {
  const row = await recordsStatementOf(db)({ accountNumber, ownerIdentityId: identityId });
  if (!row.account) return undefined;
  const account = rowOfJson(subscriberAccounts, row.account);
  if (account.ownerIdentityId !== identityId) return undefined;
  keptRecordsOf(db, row, account);
  return { account, recordsVersion: row.records_version };
};

function recordsOfRow(row: RecordsRow): AccountRecords {
  const withPhases = subscriptionsWithPhasesOfJson(row.subscriptions, row.phases);
  const packages = rowsOfJson(catalogPackages, row.packages);
  return {
    radios: rowsOfJson(radios, row.radios),
    subscriptions: withPhases,
    handles: new Map((row.handles ?? []).map((identity) => [identity.id, identity.handle])),
    offers: new Map(offersOfJson(row.offers).map((offer) => [offer.planCode, offer])),
    packages,
    billingPartners: new Map(
      (row.billing_partners ?? []).map((partner) => [
        partner.subscription_id,
        partner.partner_name,
      ]),
    ),
    consentedSubscriptionIds: new Set(row.consents ?? []),
    defaultCard: row.default_card ? rowOfJson(paymentMethods, row.default_card) : undefined,
    billing: {
      unpaid: rowsOfJson(invoices, row.unpaid),
      dunning: rowsOfJson(dunningCases, row.dunning),
      lastPayment: row.last_payment ? rowOfJson(payments, row.last_payment) : undefined,
      subscriptions: withPhases,
      royaltyFees: new Map(packages.map((pack) => [pack.id, pack.royaltyFeeApplies])),
      profile: row.profile ? rowOfJson(billingProfiles, row.profile) : undefined,
    },
  };
}
