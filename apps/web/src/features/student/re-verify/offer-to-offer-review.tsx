import {
  type AccountSubscription,
  type CareAccount,
  type CareQuoteRequest,
  formatMoney,
  type Locale,
  STUDENT_FOLLOW_ON_PLAN_CODES,
} from '@orbit/domain';
import { checkoutCalls, purchaseCalls } from '@orbit/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { failureOf, isRefusal } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { newAccountTransactionId } from '../../../shared/platform/account-transaction-id.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, FullPageLoader, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { ownAccountQuery, quoteQuery } from '../../checkout/flow-kit/index.ts';
import styles from './reverify.module.css';
import {
  OFFER_COMPLETE_PATH,
  REVERIFY_ERROR_PATH,
  type ReverifyQuery,
  reverifyHref,
} from './reverify-paths.ts';

export interface OfferToOfferReviewProps {
  account: CareAccount;
  subscription: AccountSubscription;
  query: ReverifyQuery;
}

/** The quote of the student plan replacing the running offer, for the account's address. */
function studentQuoteRequest(
  account: CareAccount,
  subscription: AccountSubscription,
  locale: Locale,
  verificationId: string | undefined,
): CareQuoteRequest | undefined {
  const address = account.serviceAddress;
  if (!address) return undefined;
  return {
    subscriptionId: subscription.id,
    // A student plan is quoted only with the student's current verification (ADR 066).
    ...(verificationId ? { verificationId } : {}),
    planCodes: [{ planCode: STUDENT_FOLLOW_ON_PLAN_CODES[account.country === 'CA' ? 'ca' : 'us'] }],
    serviceAddress: {
      streetAddress: address.addressLine1,
      city: address.city,
      state: address.state,
      postalCode: address.zip,
      country: account.country,
    },
    locale,
  };
}

/**
 * Offer-to-offer (flows §6, ADR 067): the running trial or promotion is replaced by the student
 * plan at once. The preview first (`quotes/quote`: today's charge, the next bill), then
 * `purchase/offer2offer` with that preview's `quoteId`, charged exactly it on the card on file.
 */
export function OfferToOfferReview({ account, subscription, query }: OfferToOfferReviewProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkout = useCareCalls(checkoutCalls);
  const purchases = useCareCalls(purchaseCalls);
  const [transactionId] = useState(() => newAccountTransactionId(services.sdk.runtime.randomBytes));
  const [refused, setRefused] = useState(false);
  const request = studentQuoteRequest(account, subscription, locale, query.verificationId);
  const quote = useQuery(quoteQuery(checkout, request));
  const preview = quote.data?.planChange;
  const switchPlan = useMutation({
    mutationFn: () =>
      purchases.purchaseOfferToOffer(
        {
          subscriptionId: subscription.id,
          plans: [{ planCode: preview?.toPlanCode ?? '' }],
          transactionId,
          quoteId: preview?.quoteId,
          verificationId: query.verificationId,
          languagePreference: locale,
        },
        { skipGlobalHandler: true },
      ),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({
        queryKey: ownAccountQuery(services, { orIdentified: true }).queryKey,
      });
      navigate(reverifyHref(OFFER_COMPLETE_PATH, query), {
        state: { amountCharged: result.amountCharged },
      });
    },
    onError: (error) => {
      if (isRefusal(failureOf(error))) setRefused(true);
      else navigate(reverifyHref(REVERIFY_ERROR_PATH, query));
    },
  });
  if (!request || quote.isError) return <Navigate to={reverifyHref(REVERIFY_ERROR_PATH, query)} />;
  if (!quote.data || !preview) return <FullPageLoader label={t('reverify.confirm.loading')} />;
  const card = account.paymentMethod;
  return (
    <section className={styles.form} aria-labelledby="reverify-offer">
      <h2 id="reverify-offer" className={styles.subhead}>
        {t('reverify.offer.title')}
      </h2>
      <p>{t('reverify.offer.lead')}</p>
      <Summary>
        <SummaryRow label={t('reverify.offer.today')} amount>
          {formatMoney(quote.data.currentQuote.currentBalance, locale)}
        </SummaryRow>
        <SummaryRow
          label={t('reverify.offer.then', { date: formatDay(preview.nextBill.date) })}
          amount
        >
          {formatMoney(preview.nextBill.amount, locale)}
        </SummaryRow>
      </Summary>
      {card ? (
        <p className={styles.fine}>
          {t('reverify.offer.card', {
            brand: `${card.type.charAt(0).toUpperCase()}${card.type.slice(1)}`,
            last4: card.last4Digits,
          })}
        </p>
      ) : null}
      {refused ? <Alert tone="error">{t('reverify.refused')}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="button"
          disabled={switchPlan.isPending}
          aria-busy={switchPlan.isPending || undefined}
          onClick={() => switchPlan.mutate()}
        >
          {switchPlan.isPending ? t('reverify.offer.confirming') : t('reverify.offer.confirm')}
        </Button>
      </div>
    </section>
  );
}
