import {
  type Country,
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  isRtpTrialPlan,
  type Locale,
  type OrderQuote,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { type CheckoutGiftCardBalance, newCommerceId } from '../../billing/index.ts';
import {
  type OfferWithPackage,
  requireUsablePromoCode,
  resolvePromoCode,
} from '../../catalog/index.ts';
import type { StudentPass } from '../../student/index.ts';
import { type PricingFieldNames, pricedNewSubscription } from '../pricing/index.ts';
import { insertOrder, ORDER_TTL_SECONDS, type OrderRow } from './order-store.ts';

export type NewSubscriptionOrderInput = {
  /** A purchase's order id is derived from its idempotency key; others get a new one. */
  orderId?: string | undefined;
  planCode: string;
  followOnPlanCode?: string | undefined;
  promoCode?: string | undefined;
  serviceType: 'streaming' | 'satellite';
  region: { country: Country; state: string };
  locale: Locale;
  identityId: string | null;
  careSessionId: string | null;
  accountNumber: string | null;
  radioId: string | null;
  paymentMethodId: string | null;
  giftCard: CheckoutGiftCardBalance | null;
  /** The customer had this service before: offers for new subscribers are not theirs. */
  hadService: boolean;
  /**
   * The radio passed the used-car check on this care session and again at this purchase: the
   * RTP trial may be sold for it (ADR 034), whatever service it had before. Never otherwise.
   */
  usedCarChecked?: boolean | undefined;
  /** Who redeems a promo code: the account number, else the email. */
  promoCustomerKey: string | null;
  /** Names, contact and addresses, as given (never card data nor a password). */
  customer: Record<string, unknown>;
  now: Date;
  /**
   * When the plan starts, if later than now (a paid plan following a trial): it is priced from
   * then, and today only its activation fee is charged (if the offer has one).
   */
  startsAt?: Date | undefined;
  fields: Required<Pick<PricingFieldNames, 'plan'>> & PricingFieldNames & { promoCode: string };
  /** The caller's current student verification: a student plan's order records it (ADR 066). */
  studentPass?: StudentPass | undefined;
  /** Offers the purchase read already, by plan code: the pricing does not read them again. */
  offersRead?: ReadonlyMap<string, OfferWithPackage> | undefined;
};

export type CreatedOrder = {
  order: OrderRow;
  quote: OrderQuote;
  offer: OfferWithPackage;
  followOn: OfferWithPackage | undefined;
};

const invalidPlan = (fieldName: string, reason: string) =>
  new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });

/**
 * Creates a new-subscription order: the offer (and the paid plan following its trial or promo)
 * priced for the service address by the catalog's pricing (which refuses offers not on sale in
 * this market), the promo code checked (it must be for this offer, not used up), offers for new
 * subscribers refused (INELIGIBLE_FOR_OFFER) to a customer who had the service, and the gift
 * card's balance applied. The order is kept `quoted` for 30 minutes.
 */
export async function createNewSubscriptionOrder(
  db: Db,
  input: NewSubscriptionOrderInput,
): Promise<CreatedOrder> {
  const created = await pricedNewSubscriptionOrder(db, input);
  await insertOrder(db, created.order);
  return created;
}

/** The order createNewSubscriptionOrder writes, priced and checked, not yet written. */
export async function pricedNewSubscriptionOrder(
  db: Db,
  input: NewSubscriptionOrderInput,
): Promise<CreatedOrder> {
  const { now, fields } = input;
  const { quote, offers } = await pricedNewSubscription(db, {
    planCodes: [input.planCode],
    followOnPlanCodes: input.followOnPlanCode ? [input.followOnPlanCode] : undefined,
    region: input.region,
    giftCardBalance: input.giftCard?.balance,
    now,
    startsAt: input.startsAt,
    locale: input.locale,
    fields,
    studentPass: input.studentPass,
    offersRead: input.offersRead,
  });
  const offer = offers.get(input.planCode.trim());
  const followOn = input.followOnPlanCode ? offers.get(input.followOnPlanCode.trim()) : undefined;
  if (!offer) throw invalidPlan(fields.plan(0), 'offer vanished after pricing');
  if (offer.serviceType !== input.serviceType) {
    throw invalidPlan(
      fields.plan(0),
      `a ${offer.serviceType} offer bought as ${input.serviceType}`,
    );
  }
  if (isRtpTrialPlan(offer.planCode) && !input.usedCarChecked) {
    throw new AppError('INELIGIBLE_FOR_OFFER', `${offer.planCode} without the used-car check`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: fields.plan(0) }],
    });
  }
  if (offer.newSubscribersOnly && input.hadService && !input.usedCarChecked) {
    throw new AppError('INELIGIBLE_FOR_OFFER', `${offer.planCode} is for new subscribers`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: fields.plan(0) }],
    });
  }

  let promoCode: string | null = null;
  if (input.promoCode !== undefined) {
    const promo = requireUsablePromoCode(
      await resolvePromoCode(db, {
        code: input.promoCode,
        serviceType: input.serviceType,
        customerKey: input.promoCustomerKey ?? undefined,
        country: input.region.country,
        now,
      }),
      fields.promoCode,
    );
    if (promo.planCode !== offer.planCode) {
      throw new AppError('INVALID_OFFER_DATA', 'promo code of another offer', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: fields.promoCode }],
      });
    }
    promoCode = promo.code;
  }

  const order: OrderRow = {
    id: input.orderId ?? newCommerceId('order', now),
    kind: 'newSubscription',
    status: 'quoted',
    identityId: input.identityId,
    careSessionId: input.careSessionId,
    accountNumber: input.accountNumber,
    planCode: offer.planCode,
    promoCode,
    radioId: input.radioId,
    subscriptionId: null,
    paymentMethodId: input.paymentMethodId,
    giftCardId: input.giftCard?.id ?? null,
    currency: CURRENCY_BY_COUNTRY[input.region.country],
    totalMinor: quote.currentQuote.totalAmount.amountMinor,
    quote: quote as unknown as Record<string, unknown>,
    customer: {
      ...input.customer,
      ...(followOn ? { followOnPlanCode: followOn.planCode } : {}),
      ...(input.giftCard ? { giftCardBalance: input.giftCard.balance } : {}),
    },
    failureCode: null,
    // Only a student plan uses the verification up: any other plan leaves it for one.
    studentVerificationId: offer.studentOnly ? (input.studentPass?.verificationId ?? null) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_TTL_SECONDS * 1000),
    confirmedAt: null,
  };
  return { order, quote, offer, followOn };
}
