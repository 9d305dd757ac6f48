import {
  FIELD_ERROR_CODES,
  type Locale,
  offerToOfferRefusalOf,
  type PurchaseOffer2OfferRequest,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import {
  closedOrderRefusal,
  type NamedSubscription,
  namedSubscriptionOf,
  type OrderRow,
  type PlanChangeDeps,
  type PlanChanges,
  type PurchaseContext,
  priorPurchaseOrder,
  purchaseOrderId,
  withPurchaseLocks,
} from '../../checkout/index.ts';
import {
  isRenewedByOwnersLink,
  type StudentPass,
  studentPassIfNamed,
} from '../../student/index.ts';
import { confirmAndAnswer, planChangeSubjects, quotedChangeOf } from './care-plan-change.ts';
import { type ChangeableSubscription, changeableOf } from './changeable-subscription.ts';
import { flowOf } from './plan-switch-flow.ts';
import { createPlanSwitchOrder } from './plan-switch-order.ts';
import { offerToMoveTo, pricePlanChange } from './price-plan-change.ts';

const PLAN_FIELD = 'plans.0.planCode';

/** A switch on the card on file, decided once the subscription is held. */
export type CardOnFileSwitch = {
  subscriptionId: string;
  transactionId: string;
  languagePreference?: PurchaseOffer2OfferRequest['languagePreference'];
  verificationId?: string | undefined;
  /** The plan to move to, chosen for the subscription as it stands once held. */
  planCodeOf: (held: NamedSubscription) => string;
  /** A quote to confirm exactly (`quotes/quote`'s preview) instead of pricing here. */
  quoteId?: string | undefined;
  atNextRenewal?: boolean;
  /**
   * What to answer without a new order, the subscription held (a rollover already scheduled);
   * undefined to go on.
   */
  answerWithout?: (
    changeable: ChangeableSubscription,
    target: OfferWithPackage,
  ) => Promise<StoredAnswer | undefined>;
};

/**
 * A plan switch on the owner's card on file (signed in, or by their re-verify link), in one call (offer-to-offer, the student
 * rollover): the subscription and its account held (ADR 021), the order id from the
 * idempotency key (a retry confirms the same order and charges once), a student plan only with
 * the caller's current verification (ADR 067), the quote confirmed exactly when one is named.
 */
export async function switchOnCardOnFile(
  deps: PlanChangeDeps,
  context: PurchaseContext,
  request: CardOnFileSwitch,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const caller = {
    careSessionId: context.careSessionId,
    identityId: context.identityId,
    now,
    accountAccess: context.accountAccess,
  };
  const paymentInfo = {
    useCardOnFile: true,
    paymentType: 'creditCard' as const,
    transactionId: request.transactionId,
  };
  const named = await namedSubscriptionOf(deps.db, request.subscriptionId, caller);
  return withPurchaseLocks(
    deps,
    context,
    { paymentInfo },
    {
      subjects: planChangeSubjects(named),
      buyers: [],
      promoCustomerKey: named.account.accountNumber,
      now,
    },
    async () => {
      const found = await namedSubscriptionOf(deps.db, request.subscriptionId, caller);
      // The card on file is the owner's: signed in, or holding the re-verify link of the
      // login that owns the account (renewed on this session, ADR 067); no one else.
      const held =
        found.buyer === 'radioHolder' &&
        (await isRenewedByOwnersLink(deps.db, {
          verificationId: request.verificationId,
          careSessionId: context.careSessionId,
          ownerIdentityId: found.account.ownerIdentityId,
        }))
          ? { ...found, buyer: 'accountHolder' as const }
          : found;
      if (held.buyer !== 'accountHolder') {
        throw new AppError('NO_CARD_ON_ACCOUNT', 'the card on file is for the account owner');
      }
      const { account } = held;
      const locale = request.languagePreference ?? (account.language as 'en-US');
      const prior = await priorPurchaseOrder(
        deps.db,
        await purchaseOrderId(deps.db, context.claim.scope, context.claim.key, now),
        now,
      );
      const card = await purchaseCardOf(deps.db, deps.gateway, paymentInfo, {
        country: account.country === 'ca' ? 'ca' : 'us',
        now,
        accountNumber: account.accountNumber,
        billingAddress: null,
      });
      const payment = { card, buyer: held.buyer };
      if ('reuse' in prior) return confirmAndAnswer(deps, context, prior.reuse, held, payment);
      const changeable = await changeableOf(deps.db, held, now);
      // A student plan only with the caller's current verification (ADR 066, 067).
      const studentPass = await studentPassIfNamed(deps.db, {
        verificationId: request.verificationId,
        caller: { careSessionId: context.careSessionId, identityId: context.identityId },
        now,
      });
      const target = await offerToMoveTo(
        deps.db,
        changeable,
        request.planCodeOf(held),
        PLAN_FIELD,
        studentPass,
      );
      // Replaced at once only where the student path may send a student (one rule); a rollover
      // (at the next renewal) follows a trial at its end.
      if (!request.atNextRenewal && offerToOfferRefusalOf(changeable.running.phase)) {
        throw new AppError('INVALID_PAYLOAD', 'a trial is followed, not replaced at once', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'subscriptionId' }],
        });
      }
      const answered = await request.answerWithout?.(changeable, target);
      if (answered) return answered;
      const order = request.quoteId
        ? await quotedOrderFor(deps, context, request.quoteId, held, target)
        : await pricedOrderFor(deps, context, {
            orderId: prior.createWithId,
            changeable,
            target,
            locale,
            atNextRenewal: request.atNextRenewal ?? false,
            paymentMethodId: card.kind === 'onFile' ? card.paymentMethodId : null,
            studentPass,
          });
      return confirmAndAnswer(deps, context, order, held, payment);
    },
  );
}

/** The switch priced now (ADR 030, or at the next renewal for a rollover), as an order. */
async function pricedOrderFor(
  deps: PlanChangeDeps,
  context: PurchaseContext,
  input: {
    orderId: string | undefined;
    changeable: ChangeableSubscription;
    target: OfferWithPackage;
    locale: Locale;
    atNextRenewal: boolean;
    paymentMethodId: string | null;
    studentPass: StudentPass | undefined;
  },
): Promise<OrderRow> {
  const priced = await pricePlanChange(deps.db, input.changeable, input.target, {
    locale: input.locale,
    fieldName: PLAN_FIELD,
    atNextRenewal: input.atNextRenewal,
    studentPass: input.studentPass,
  });
  return createPlanSwitchOrder(deps.db, {
    orderId: input.orderId,
    changeable: input.changeable,
    priced,
    flow: flowOf(priced),
    locale: input.locale,
    identityId: context.identityId,
    careSessionId: context.careSessionId,
    paymentMethodId: input.paymentMethodId,
    giftCard: null,
  });
}

/** The quote the caller previewed, for this subscription and plan, still to confirm. */
async function quotedOrderFor(
  deps: PlanChangeDeps,
  context: PurchaseContext,
  quoteId: string,
  held: NamedSubscription,
  target: OfferWithPackage,
): Promise<OrderRow> {
  const order = await quotedChangeOf(deps.db, quoteId, held, context);
  if (order.status !== 'quoted') throw closedOrderRefusal(order);
  if (order.planCode !== target.planCode) {
    throw new AppError('INVALID_PAYLOAD', 'not the plan the quote priced', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: PLAN_FIELD }],
    });
  }
  // A quote priced with a gift card is paid as change-subscription pays it.
  if (order.giftCardId) {
    throw new AppError('INVALID_PAYLOAD', 'a quote with a gift card is bought by change', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'quoteId' }],
    });
  }
  return order;
}

/**
 * `purchase/offer2offer {subscriptionId, plans:[{planCode}]}` (flows §5.1 note, §6): the plan
 * change priced as `quotes/quote` would preview it, or exactly the preview `quoteId` names, and
 * confirmed in the same call on the signed-in owner's card on file. A student plan replaces a
 * running promotion at once (ADR 067), with the caller's current verification.
 */
export const offerToOffer: PlanChanges['offerToOffer'] = (deps, context, body) =>
  switchOnCardOnFile(deps, context, {
    subscriptionId: body.subscriptionId,
    transactionId: body.transactionId,
    languagePreference: body.languagePreference,
    verificationId: body.verificationId,
    quoteId: body.quoteId,
    planCodeOf: () => body.plans[0]?.planCode ?? '',
  });
