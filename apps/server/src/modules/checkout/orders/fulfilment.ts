import type { Address, Country, Locale, Money, PlanChangeTiming } from '@orbit/domain';
import type { IdentityRow } from '../../../db/schema/index.ts';
import type { CardOnFile, NewCard } from '../../billing/index.ts';
import type { PlannedPhase } from './subscription-phases.ts';

/**
 * Everything a confirmed order writes, worked out (and checked) before the card is charged, so
 * that the one transaction after the charge only writes: nothing left in it can be refused by a
 * rule, only by the database (a race on a unique name or a balance).
 */
export type Fulfilment = {
  /** Who is buying; the account holder unless said otherwise (see Buyer). */
  buyer?: Buyer;
  country: Country;
  locale: Locale;
  account: ExistingAccount | NewAccount;
  /** A streaming sign-in to create with the purchase (password already hashed). */
  newIdentity: { row: IdentityRow; passwordHash: string } | null;
  /** The billing profile to open if the account has none. */
  profile: { firstName: string; lastName: string; serviceAddress: Address };
  card: NewCard | CardOnFile;
  subscription: NewSubscription | FollowOnPlan | PlanSwitch;
  /** The promo code redeemed, and under which customer key. */
  promo: { code: string; customerKey: string } | null;
  giftCardId: string | null;
  notice: { emailAddress: string | null; firstName: string; planName: string };
  /** The package streams: the confirmation says where to listen. */
  streamingAvailable: boolean;
  campaignId: string | null;
};

/**
 * `accountHolder`: a new account's buyer, or the signed-in owner of the account. `radioHolder`:
 * someone who only identified the radio (find-your-radio, a link's token), or the account (its
 * email, then last name, phone and zip), buying the paid plan that follows its trial. They are
 * not signed in as the account's owner, so nothing of it changes
 * by their details or is told to them: their card joins the account's billing profile without
 * becoming its default (the confirmed order names the card that pays the plan), the order stays
 * theirs (the account's owner reaches it through the account), and the confirmation goes to the
 * email they typed, without the account number.
 */
export type Buyer = 'accountHolder' | 'radioHolder';

export type ExistingAccount = {
  kind: 'existing';
  accountNumber: string;
  ownerIdentityId: string | null;
};

export type NewAccount = {
  kind: 'new';
  /** Chosen before the transaction (8 random digits, checked free). */
  accountNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  serviceAddress: Address;
  billingAddress: Address | null;
  /** The signed-in buyer; otherwise the new streaming identity, if any, owns it. */
  ownerIdentityId: string | null;
};

export type NewSubscription = {
  kind: 'new';
  /** Chosen before the transaction, so the order can name it in its first statement. */
  subscriptionId: string;
  planCode: string;
  packageId: string;
  serviceType: 'streaming' | 'satellite';
  radioId: string | null;
  phases: PlannedPhase[];
  /** Where it came from (a trial program's claim); `internal` when not said. */
  source?: string;
  /** When it began, if before today (a trial running since the car's sale); now when not said. */
  startedAt?: Date;
};

/** A paid plan taking over an existing subscription when its trial ends. */
export type FollowOnPlan = {
  kind: 'followOn';
  subscriptionId: string;
  planCode: string;
  packageId: string;
  radioId: string | null;
  /** Phases from this date on are replaced by `phases`. */
  from: Date;
  phases: PlannedPhase[];
};

/**
 * A paid subscription moved to another plan (ADR 030): its phases from `from` (today, or the
 * next renewal) replaced by the new plan's, a pending cancellation taken back.
 */
export type PlanSwitch = {
  kind: 'planSwitch';
  subscriptionId: string;
  planCode: string;
  packageId: string;
  radioId: string | null;
  timing: PlanChangeTiming;
  from: Date;
  phases: PlannedPhase[];
  /** The subscription's `updated_at` when the change was priced: a change since refuses it. */
  pricedAgainst: Date;
  /** Left on the account when the credit for the unused days is more than today's charge. */
  accountCredit: Money;
  /** The gift card's balance the change was priced with: a balance moved since refuses it. */
  giftCardPricedWith: Money | null;
  /** What the confirmation email says besides the new plan's name. */
  fromPlanName: string;
  nextBill: { date: Date; amount: Money };
};
