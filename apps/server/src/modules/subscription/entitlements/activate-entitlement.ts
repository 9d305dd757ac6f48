import {
  type CareActivateThirdPartyRequest,
  type CareActivateThirdPartyResult,
  type Country,
  entitlementIsActivatable,
  FIELD_ERROR_CODES,
  type Locale,
} from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type IdentityRow,
  identities,
  partnerEntitlements,
  subscriberAccounts,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { newAccountNumber, newCommerceId, openAccount } from '../../billing/index.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import {
  packageNameOf,
  plannedPhases,
  planStreamingIdentity,
  writeSubscription,
} from '../../checkout/index.ts';
import { type PasswordHasher, savePassword } from '../../identity/index.ts';
import {
  type EntitlementWithPartner,
  entitlementNotFound,
  offerOfEntitlement,
  ownedAccountNumbers,
  requireEntitlement,
  statusOf,
} from './entitlement-store.ts';

export type ActivationDeps = { db: Db; hasher: PasswordHasher; clock: () => Date };

/** Who the entitlement goes to: a new sign-in and account, or a signed-in identity's account. */
type Holder =
  | {
      kind: 'new';
      identity: IdentityRow;
      passwordHash: string;
      firstName: string;
      lastName: string;
    }
  | { kind: 'identity'; identity: IdentityRow };

/**
 * `trial-activation/activate-third-party-subscription` (flows §8.6, ADR 077). Checked before
 * anything is written: the entitlement (known, still pending, or already the caller's own, which
 * answers SUCCESS again), then — without a sign-in on the session — the new sign-in's email and
 * password by the identity capability's own rules. Written in one transaction that starts with
 * the conditional update of the entitlement, so of two activations at once one writes and the
 * other finds it taken (ENTITLEMENT_ALREADY_ACTIVATED) and writes nothing.
 */
export async function activateThirdPartySubscription(
  deps: ActivationDeps,
  body: CareActivateThirdPartyRequest,
  context: { identityId: string | null; claim: IdempotencyClaim },
): Promise<StoredAnswer> {
  const now = deps.clock();
  const found = await requireEntitlement(deps.db, body.entitlementId);
  const offer = await offerOfEntitlement(deps.db, found.entitlement);
  const locale = body.languagePreference;
  if (context.identityId) {
    const own = await callersActivation(deps.db, found, offer, context.identityId, locale);
    if (own) return stored(own);
  }
  requireActivatable(found);
  const country = countryOf(found);
  const holder: Holder = context.identityId
    ? { kind: 'identity', identity: await identityRow(deps.db, context.identityId) }
    : await newHolder(deps, body, { country, locale, now });
  const result = await deps.db.transaction(async (tx) => {
    const answer = await activateFor(tx, { found, offer, holder, country, locale, now });
    const storedAnswer = stored(answer);
    await context.claim.completeWithin(tx, storedAnswer);
    return storedAnswer;
  });
  return result;
}

/**
 * `activation/v1/grant-access/partner`: the entitlement onto the signed-in identity's own account
 * (one is opened for an identity without one); the same answer again once it is theirs; another
 * customer's answers ENTITLEMENT_NOT_FOUND, as an unknown id.
 */
export async function grantPartnerAccess(
  deps: ActivationDeps,
  identityId: string,
  entitlementId: string,
): Promise<CareActivateThirdPartyResult> {
  const now = deps.clock();
  const found = await requireEntitlement(deps.db, entitlementId);
  const offer = await offerOfEntitlement(deps.db, found.entitlement);
  const identity = await identityRow(deps.db, identityId);
  const locale = (identity.language as Locale) ?? 'en-US';
  const own = await callersActivation(deps.db, found, offer, identityId, locale);
  if (own) return own;
  // Another customer's: nothing of it is said to the caller, as for an unknown id.
  if (found.entitlement.accountNumber !== null) throw entitlementNotFound();
  requireActivatable(found);
  const country = countryOf(found);
  return deps.db.transaction((tx) =>
    activateFor(tx, {
      found,
      offer,
      holder: { kind: 'identity', identity },
      country,
      locale,
      now,
    }),
  );
}

function countryOf(found: EntitlementWithPartner): Country {
  return found.partner.country === 'ca' ? 'ca' : 'us';
}

function stored(answer: CareActivateThirdPartyResult): StoredAnswer {
  return { status: 200, body: careOk(answer) };
}

function requireActivatable(found: EntitlementWithPartner): void {
  const status = statusOf(found.entitlement);
  if (found.entitlement.subscriptionId !== null || status === 'active') {
    throw new AppError('ENTITLEMENT_ALREADY_ACTIVATED', 'entitlement activated already');
  }
  if (!entitlementIsActivatable(status)) {
    throw new AppError('ENTITLEMENT_NOT_ACTIVATABLE', `entitlement is ${status}`);
  }
}

/** The caller's own activated entitlement, answered as its activation was. */
async function callersActivation(
  db: Db,
  found: EntitlementWithPartner,
  offer: OfferWithPackage,
  identityId: string,
  locale: Locale,
): Promise<CareActivateThirdPartyResult | undefined> {
  const { entitlement } = found;
  if (!entitlement.subscriptionId || !entitlement.accountNumber) return undefined;
  if (!(await ownedAccountNumbers(db, identityId)).includes(entitlement.accountNumber)) {
    return undefined;
  }
  const identity = await identityRow(db, identityId);
  return answerOf(found, offer, {
    accountNumber: entitlement.accountNumber,
    subscriptionId: entitlement.subscriptionId,
    email: identity.emailAddress ?? identity.handle,
    locale,
    newAccount: false,
  });
}

async function identityRow(db: Db, identityId: string): Promise<IdentityRow> {
  const [row] = await db.select().from(identities).where(eq(identities.id, identityId));
  if (!row) throw new AppError('UNAUTHENTICATED_CUSTOMER', 'session identity is gone');
  return row;
}

const required = (fieldName: string) =>
  new AppError('INVALID_PAYLOAD', `${fieldName} is required without a sign-in`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName }],
  });

/** The new sign-in, checked and its password hashed before the transaction. */
async function newHolder(
  deps: ActivationDeps,
  body: CareActivateThirdPartyRequest,
  context: { country: Country; locale: Locale; now: Date },
): Promise<Holder> {
  const email = body.email?.trim() ?? '';
  if (!email) throw required('email');
  if (!body.password) throw required('password');
  const firstName = body.firstName?.trim() ?? '';
  const lastName = body.lastName?.trim() ?? '';
  const planned = await planStreamingIdentity(
    deps,
    { emailAddress: email, login: email, password: body.password, firstName, lastName },
    {
      country: context.country,
      locale: context.locale,
      phoneNumber: null,
      state: 'ACCOUNT',
      now: context.now,
      fields: { email: 'email', login: 'email', password: 'password' },
    },
  );
  return {
    kind: 'new',
    identity: planned.row,
    passwordHash: planned.passwordHash,
    firstName,
    lastName,
  };
}

/** The writes, in the caller's transaction, the entitlement's conditional update first. */
export async function activateFor(
  tx: Db,
  input: {
    found: EntitlementWithPartner;
    offer: OfferWithPackage;
    holder: Holder;
    country: Country;
    locale: Locale;
    now: Date;
    /** Fixed ids for the demo data; new ones otherwise. */
    ids?: { accountNumber: string; subscriptionId: string };
  },
): Promise<CareActivateThirdPartyResult> {
  const { found, offer, holder, now } = input;
  const subscriptionId = input.ids?.subscriptionId ?? newCommerceId('subscription', now);
  const taken = await tx
    .update(partnerEntitlements)
    .set({ status: 'active', activatedAt: now, updatedAt: now })
    .where(
      and(
        eq(partnerEntitlements.id, found.entitlement.id),
        eq(partnerEntitlements.status, 'pending'),
        isNull(partnerEntitlements.subscriptionId),
      ),
    )
    .returning({ id: partnerEntitlements.id });
  if (taken.length === 0) {
    throw new AppError('ENTITLEMENT_ALREADY_ACTIVATED', 'entitlement activated meanwhile');
  }
  const accountNumber = await accountFor(tx, input);
  await writeSubscription(
    tx,
    {
      kind: 'new',
      subscriptionId,
      planCode: offer.planCode,
      packageId: offer.packageId,
      serviceType: offer.serviceType === 'satellite' ? 'satellite' : 'streaming',
      radioId: null,
      // The partner bills it: its phases as sold, with the partner's source and no card.
      phases: plannedPhases([{ offerId: offer.planCode, phases: offer.phases }], now),
      source: found.partner.subscriptionSource,
      startedAt: now,
    },
    {
      accountNumber,
      billingProfileId: null,
      streamingIdentityId: holder.identity.id,
      now,
    },
  );
  await tx
    .update(partnerEntitlements)
    .set({ accountNumber, subscriptionId })
    .where(eq(partnerEntitlements.id, found.entitlement.id));
  return answerOf(found, offer, {
    accountNumber,
    subscriptionId,
    email: holder.identity.emailAddress ?? holder.identity.handle,
    locale: input.locale,
    newAccount: holder.kind === 'new' || !holder.identity.accountNumber,
  });
}

/**
 * The account it goes on: a new one for a new sign-in (the sign-in written with it); the
 * identity's own (its first) when it has one; else one opened for it. The partner holds the
 * customer's address: ours stays blank, in the partner's market, until the customer gives it.
 */
async function accountFor(
  tx: Db,
  input: {
    holder: Holder;
    country: Country;
    locale: Locale;
    now: Date;
    ids?: { accountNumber: string };
  },
): Promise<string> {
  const { holder, now } = input;
  if (holder.kind === 'identity') {
    const [own] = await tx
      .select({ accountNumber: subscriberAccounts.accountNumber })
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.ownerIdentityId, holder.identity.id))
      .orderBy(subscriberAccounts.createdAt)
      .limit(1);
    if (own) return own.accountNumber;
  }
  const accountNumber = input.ids?.accountNumber ?? (await newAccountNumber(tx));
  if (holder.kind === 'new') {
    await tx.insert(identities).values({ ...holder.identity, accountNumber });
    await savePassword(tx, holder.identity.id, holder.passwordHash, now);
  }
  await openAccount(tx, {
    accountNumber,
    country: input.country,
    firstName: holder.identity.firstName ?? '',
    lastName: holder.identity.lastName ?? '',
    email: holder.identity.emailAddress,
    phone: null,
    serviceAddress: {
      addressLine1: '',
      city: '',
      state: '',
      zip: '',
      country: input.country === 'ca' ? 'CA' : 'US',
    },
    billingAddress: null,
    language: input.locale,
    ownerIdentityId: holder.identity.id,
    now,
  });
  return accountNumber;
}

function answerOf(
  found: EntitlementWithPartner,
  offer: OfferWithPackage,
  facts: {
    accountNumber: string;
    subscriptionId: string;
    email: string;
    locale: Locale;
    newAccount: boolean;
  },
): CareActivateThirdPartyResult {
  return {
    resultCode: 'SUCCESS',
    accountNumber: facts.accountNumber,
    subscriptionId: facts.subscriptionId,
    email: facts.email,
    planCode: offer.planCode,
    packageName: packageNameOf(offer, facts.locale),
    serviceType: offer.serviceType === 'satellite' ? 'satellite' : 'streaming',
    partnerName: found.partner.partnerName,
    newAccount: facts.newAccount,
  };
}
