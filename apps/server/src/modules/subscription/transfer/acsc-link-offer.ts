import { type Country, isLocale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  acscLinkOffers,
  type RadioRow,
  type SubscriberAccountRow,
} from '../../../db/schema/index.ts';
import {
  ACSC_TRANSFER_PATH,
  accountsOwnedBy,
  accountsWithEmail,
  findAccount,
  packageNamesOf,
  signEntryToken,
} from '../../identification/index.ts';
import { notifyByEmail } from '../../identity/index.ts';
import { ACSC_LINK_OFFER } from './acsc-link-email.ts';
import { type SelfPayRadio, selfPayRadiosOf } from './transfer-radios.ts';

export type TrialActivated = {
  radio: RadioRow;
  /** The account the trial went on. */
  accountNumber: string;
  trialEndsAt: Date;
  /** Each market's web site (`config.markets[country].siteUrl`): the link opens the account's. */
  siteUrlOf: (country: Country) => string;
  now: Date;
};

/**
 * The customer's other accounts a plan could come from (ADR 068's "whose trial it is"): those
 * its sign-in owns and those with its email. Not the trial's own account: a trial already on the
 * paying account is consolidated (the link would answer TRIAL_ALREADY_CONSOLIDATED_…), and its
 * plan change is the account's own business.
 */
async function customersAccountsOf(db: Db, trialAccount: SubscriberAccountRow) {
  const found = new Map<string, SubscriberAccountRow>();
  const owned = trialAccount.ownerIdentityId
    ? await accountsOwnedBy(db, trialAccount.ownerIdentityId)
    : [];
  const sameEmail = trialAccount.emailKey ? await accountsWithEmail(db, trialAccount.emailKey) : [];
  for (const account of [...owned, ...sameEmail]) {
    if (account.accountNumber !== trialAccount.accountNumber) {
      found.set(account.accountNumber, account);
    }
  }
  return [...found.values()];
}

/** The first of the customer's accounts with a plan that may move to the trial radio today. */
async function movablePlanFor(
  db: Db,
  trial: TrialActivated,
  trialAccount: SubscriberAccountRow,
): Promise<{ account: SubscriberAccountRow; selfPay: SelfPayRadio } | undefined> {
  for (const account of await customersAccountsOf(db, trialAccount)) {
    if (!account.email) continue;
    const selfPay = (await selfPayRadiosOf(db, account, trial.now)).find(
      (candidate) =>
        candidate.refusal === undefined && candidate.radio.radioId !== trial.radio.radioId,
    );
    if (selfPay) return { account, selfPay };
  }
  return undefined;
}

/**
 * When a trial radio becomes active, on an account of its own, for a customer who already pays
 * for another radio on another account (a self-pay plan that may move), the ACSC link goes to them (flows §8.1): the token
 * `account/token/acsc` opens, naming the self-pay account and the trial radio, valid until the
 * trial ends, in the account's language on its market's site. Called in the activation's
 * transaction: the `acsc_link_offers` row (keyed by the trial radio) and the email are written
 * with the trial, so a radio's offer goes once whatever activates it again. Answers whether it went.
 */
export async function offerPlanMoveToTrial(db: Db, trial: TrialActivated): Promise<boolean> {
  const trialAccount = await findAccount(db, trial.accountNumber);
  if (!trialAccount) return false;
  const movable = await movablePlanFor(db, trial, trialAccount);
  const email = movable?.account.email;
  if (!movable || !email) return false;
  const { account, selfPay } = movable;
  const claimed = await db
    .insert(acscLinkOffers)
    .values({
      trialRadioId: trial.radio.radioId,
      accountNumber: account.accountNumber,
      offeredAt: trial.now,
    })
    .onConflictDoNothing()
    .returning({ trialRadioId: acscLinkOffers.trialRadioId });
  if (claimed.length === 0) return false;

  const locale = isLocale(account.language) ? account.language : 'en-US';
  const token = await signEntryToken(
    db,
    {
      type: 'ACSC',
      radioId: trial.radio.radioId,
      accountNumber: account.accountNumber,
      expiresAt: trial.trialEndsAt,
    },
    trial.now,
  );
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  const planName = await packageNamesOf(db, [selfPay.subscription.packageId], locale);
  const { radio } = trial;
  await notifyByEmail(
    db,
    ACSC_LINK_OFFER,
    { emailAddress: email, identityId: account.ownerIdentityId, locale },
    {
      firstName: account.firstName,
      trialRadioIdLastFour: radio.radioId.slice(-4),
      vehicleName:
        radio.make && radio.model
          ? [radio.year, radio.make, radio.model].filter(Boolean).join(' ')
          : null,
      planName: planName(selfPay.subscription.packageId),
      selfPayRadioIdLastFour: selfPay.radio.radioId.slice(-4),
      trialEndsOn: trial.trialEndsAt,
      href: `${trial.siteUrlOf(country)}${ACSC_TRANSFER_PATH}?token=${token}`,
    },
    trial.now,
  );
  return true;
}
