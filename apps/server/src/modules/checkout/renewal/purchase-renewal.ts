import { type Country, FIELD_ERROR_CODES, type PurchaseRenewalRequest } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { subscriptionRenewals } from '../../../db/schema/index.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import { followOnFulfilmentOf, followOnPaymentOf } from '../orders/follow-on-fulfilment.ts';
import { phasesOfOffers, planNameOf } from '../orders/order-offers.ts';
import { PURCHASE_FIELDS, type PurchaseContext, placePurchase } from '../orders/place-purchase.ts';
import { customerRecord, fieldRefusal } from '../orders/purchase-fields.ts';
import { withPurchaseLocks } from '../orders/purchase-subjects.ts';
import { type CheckedRenewal, checkedRenewalOf } from './checked-renewal.ts';
import { RENEWAL_PRICING_FIELDS } from './renewal-quote.ts';
import type { RenewalCaller } from './renewal-radio.ts';

/**
 * `purchase/renewal` (flows §4.1, ADR 039): the renewal promo from the day the radio's running
 * trial or promo ends, then the chosen package at full price, with its genre. Priced by the
 * same engine as `quotes/renewal` (today: the promo's activation fee, usually nothing — the card
 * gets a zero-amount check), confirmed holding the subscription and the radio (ADR 021) so two
 * renewals at once cannot both pass; the renewal's record is written in the order's
 * transaction, and its uniqueness per ending refuses a second one even then.
 */
export async function purchaseRenewal(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseRenewalRequest,
  country: Country,
): Promise<StoredAnswer> {
  const caller: RenewalCaller = {
    careSessionId: context.careSessionId,
    identityId: context.identityId,
    now: deps.clock(),
  };
  // Found first only to name what to hold: it is checked again once held.
  const { subscription, radio, account } = await checkedRenewalOf(deps.db, body, caller, country);
  const subjects: MoneySubject[] = [
    { kind: 'subscription', subscriptionId: subscription.id },
    { kind: 'radio', radioId: radio.radio.radioId },
  ];
  return withPurchaseLocks(
    deps,
    context,
    body,
    { subjects, buyers: [], promoCustomerKey: account.accountNumber, now: caller.now },
    async () => renew(deps, context, body, await checkedRenewalOf(deps.db, body, caller, country)),
  );
}

/** The genre the choice needs: REQUIRED when missing, INVALID when not one of its genres. */
function checkedGenre(renewal: CheckedRenewal, genreId: string | undefined): string | null {
  const { genres } = renewal.choice;
  if (genres.length === 0) {
    if (genreId !== undefined) throw fieldRefusal('genreId');
    return null;
  }
  if (genreId === undefined) throw fieldRefusal('genreId', FIELD_ERROR_CODES.REQUIRED);
  const genre = genres.find((candidate) => candidate.id === genreId.trim().toUpperCase());
  if (!genre) throw fieldRefusal('genreId');
  return genre.id;
}

/** The renewal once its subscription and radio are held: every check read what is true now. */
async function renew(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseRenewalRequest,
  renewal: CheckedRenewal,
): Promise<StoredAnswer> {
  const { account, subscription, renewsAt, campaign, choice } = renewal;
  const now = deps.clock();
  const genreId = checkedGenre(renewal, body.genreId);
  const holdsAccount = renewal.radio.buyer === 'accountHolder';
  // Only the account's signed-in owner may see or use its card on file.
  if (!holdsAccount && body.paymentInfo.useCardOnFile) {
    throw fieldRefusal('paymentInfo.useCardOnFile');
  }
  if ((body.paymentInfo.giftCards?.length ?? 0) > 0) {
    // The renewal is paid from the running phase's end; a gift card pays at checkout only.
    throw fieldRefusal('paymentInfo.giftCards.0');
  }
  const { service, billing, country, card } = await followOnPaymentOf(deps, body, {
    account,
    holdsAccount,
    now,
  });
  const locale = body.languagePreference;
  const radioId = renewal.radio.radio.radioId;

  return placePurchase(
    deps,
    context.claim,
    {
      planCode: campaign.promo.planCode,
      followOnPlanCode: choice.offer.planCode,
      serviceType: 'satellite',
      // Taxed where quotes/renewal taxed it.
      region: {
        country,
        state: holdsAccount ? account.serviceAddress.state : service.address.state,
      },
      locale,
      identityId: context.identityId,
      careSessionId: context.careSessionId,
      accountNumber: account.accountNumber,
      radioId,
      paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
      giftCard: null,
      hadService: true,
      promoCustomerKey: account.accountNumber,
      customer: customerRecord(service, billing, {
        language: locale,
        followsSubscriptionId: subscription.id,
        buyer: renewal.radio.buyer,
        renewalCode: campaign.code.code,
        genreId,
      }),
      now,
      startsAt: renewsAt,
      fields: { ...PURCHASE_FIELDS, ...RENEWAL_PRICING_FIELDS },
    },
    async (_order, offers) => {
      const { plan, email } = followOnFulfilmentOf({
        buyer: renewal.radio.buyer,
        country,
        locale,
        account,
        identityId: context.identityId,
        service,
        card,
        offer: offers.offer,
        followOn: {
          subscriptionId: subscription.id,
          radioId,
          from: renewsAt,
          phases: phasesOfOffers(offers, renewsAt),
        },
        promo: null,
        planName: offers.followOn
          ? planNameOf(offers.followOn, locale)
          : planNameOf(offers.offer, locale),
      });
      const facts = {
        buyer: renewal.radio.buyer,
        email,
        serviceType: 'satellite' as const,
        eligibleForRegistration: false,
      };
      return { plan, facts };
    },
    (tx, fulfilled) => recordRenewal(tx, fulfilled.orderId, renewal, genreId, now),
  );
}

/** The choice and genre that follow the running phase: one renewal per ending. */
async function recordRenewal(
  tx: Db,
  orderId: string,
  renewal: CheckedRenewal,
  genreId: string | null,
  now: Date,
): Promise<void> {
  await tx.insert(subscriptionRenewals).values({
    orderId,
    subscriptionId: renewal.subscription.id,
    renewsAt: renewal.renewsAt,
    renewalCode: renewal.campaign.code.code,
    choicePlanCode: renewal.choice.offer.planCode,
    genreId,
    createdAt: now,
  });
}
