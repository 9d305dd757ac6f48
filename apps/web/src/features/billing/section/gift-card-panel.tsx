import type {
  CareAccount,
  CheckoutGiftCard,
  GiftCardInfo,
  GiftCardRedemption,
} from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { failureMessageId, failureOf, isServerFault } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { useCheckoutFields } from '../../checkout/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { giftCardErrorOf } from '../gift-card/gift-card-errors.ts';
import { GiftCardFields } from '../gift-card/gift-card-fields.tsx';
import {
  checkGiftCard,
  EMPTY_GIFT_CARD,
  type GiftCardField,
  type GiftCardValues,
} from '../gift-card/gift-card-model.ts';
import { ACCOUNT_BILLING_FLOW, trackUserErrors } from '../shared/billing-analytics.ts';
import { billingFieldMessageId } from '../shared/field-messages.ts';
import { subscriptionNamesOf } from '../shared/subscription-label.ts';
import { SubscriptionList } from '../shared/subscription-list.tsx';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import { useBillingChange } from '../use-billing-change.ts';

const QUIET = { skipGlobalHandler: true } as const;

type Outcome =
  | { kind: 'balance'; info: GiftCardInfo }
  | { kind: 'redeemed'; redemption: GiftCardRedemption }
  | { kind: 'error'; id: string };

/**
 * Gift cards (spec 001 §3, §5, §8): check a card's balance, or redeem it to the account — what
 * it paid of the balance right away and the credit left for later bills are both said, and any
 * subscription it reactivated. Every refusal code has its own words.
 */
export function GiftCardPanel({ account, now }: { account: CareAccount; now: () => Date }) {
  const t = useT();
  const titleId = useId();
  const { dataLayer, errors } = useAppServices();
  const billing = useCareCalls(billingCalls);
  // A balance check changes nothing; a redemption pays the balance down.
  const balance = useMutation({
    mutationFn: (card: CheckoutGiftCard) => billing.getGiftCardInfo(card, QUIET),
  });
  const redemption = useBillingChange((card: CheckoutGiftCard) =>
    billing.redeemGiftCard(card, QUIET),
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<GiftCardField, string>>>();
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = balance.isPending ? 'check' : redemption.isPending ? 'redeem' : undefined;
  // A new form after a redemption: the card is used up, so nothing of it stays typed.
  const [round, setRound] = useState(0);

  const run = async (action: 'check' | 'redeem', card: CheckoutGiftCard): Promise<void> => {
    setOutcome(undefined);
    setServerErrors(undefined);
    try {
      if (action === 'check') {
        setOutcome({ kind: 'balance', info: await balance.mutateAsync(card) });
      } else {
        const redeemed = await redemption.mutateAsync(card);
        setOutcome({ kind: 'redeemed', redemption: redeemed });
        setRound((count) => count + 1);
        dataLayer.push('gift-card-redeemed', {
          customerInfo: { paymentMethod: 'giftCard' },
          reactivatedSubscriptions: redeemed.reactivatedSubscriptionIds.length,
        });
      }
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, `gift card ${action}`, { staysOnPage: true });
      const problem = isServerFault(failure)
        ? { id: failureMessageId(failure, 'billing.giftCard.error.system'), field: undefined }
        : giftCardErrorOf(failure.code);
      if (problem.field) setServerErrors({ [problem.field]: problem.id });
      else setOutcome({ kind: 'error', id: problem.id });
    }
  };

  return (
    <Card className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('billing.giftCard.title')}
      </h2>
      <p className={styles.lead}>{t('billing.giftCard.lead')}</p>
      <GiftCardForm
        key={round}
        serverErrors={serverErrors}
        busy={busy}
        now={now}
        onInvalid={(found) => trackUserErrors(dataLayer, `${ACCOUNT_BILLING_FLOW}.giftCard`, found)}
        onAction={(action, card) => void run(action, card)}
      />
      <GiftCardOutcome outcome={outcome} account={account} />
    </Card>
  );
}

function GiftCardForm({
  serverErrors,
  busy,
  now,
  onInvalid,
  onAction,
}: {
  serverErrors: Partial<Record<GiftCardField, string>> | undefined;
  busy: 'check' | 'redeem' | undefined;
  now: () => Date;
  onInvalid(errors: Record<string, string | undefined>): void;
  onAction(action: 'check' | 'redeem', card: CheckoutGiftCard): void;
}) {
  const t = useT();
  const { values, set, textField, showErrors, clearErrors, formRef } = useCheckoutFields<
    GiftCardValues,
    GiftCardField
  >({ initialValues: EMPTY_GIFT_CARD, serverErrors, messageIdOf: billingFieldMessageId });

  const act = (action: 'check' | 'redeem') => {
    if (busy) return;
    const checked = checkGiftCard(values, now());
    if (!checked.ok) {
      showErrors(checked.errors);
      onInvalid(checked.errors);
      return;
    }
    clearErrors();
    onAction(action, checked.card);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        act('redeem');
      }}
    >
      <GiftCardFields number={values.giftCardNumber} bind={textField} onChange={set} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy !== undefined}
          aria-busy={busy === 'check' || undefined}
          onClick={() => act('check')}
        >
          {busy === 'check' ? t('billing.working') : t('billing.giftCard.check')}
        </Button>
        <Button
          type="submit"
          disabled={busy !== undefined}
          aria-busy={busy === 'redeem' || undefined}
        >
          {busy === 'redeem' ? t('billing.working') : t('billing.giftCard.redeem')}
        </Button>
      </div>
    </form>
  );
}

function GiftCardOutcome({
  outcome,
  account,
}: {
  outcome: Outcome | undefined;
  account: CareAccount;
}) {
  const t = useT();
  const format = useBillingFormat();
  if (!outcome) return null;
  if (outcome.kind === 'error') return <Alert tone="error">{t(outcome.id)}</Alert>;
  if (outcome.kind === 'balance') {
    return (
      <Alert tone="info">
        {t('billing.giftCard.balance', {
          last4: outcome.info.last4,
          amount: format.money(outcome.info.balance),
        })}
      </Alert>
    );
  }
  const { redemption } = outcome;
  const reactivated = subscriptionNamesOf(redemption.reactivatedSubscriptionIds, { account });
  return (
    <Alert
      tone="success"
      title={t('billing.giftCard.redeemed', { amount: format.money(redemption.amountRedeemed) })}
    >
      <p>
        {redemption.appliedToBalance.amountMinor > 0
          ? t('billing.giftCard.applied', { amount: format.money(redemption.appliedToBalance) })
          : t('billing.giftCard.nothingApplied')}
      </p>
      <p>
        {t('billing.giftCard.credit', { amount: format.money(redemption.billingStatus.credit) })}
      </p>
      <p>
        {t('billing.giftCard.balanceDue', {
          amount: format.money(redemption.billingStatus.amountDue),
        })}
      </p>
      {reactivated.length > 0 ? (
        <>
          <p>{t('billing.thanks.reactivatedTitle', { count: reactivated.length })}</p>
          <SubscriptionList names={reactivated} />
        </>
      ) : null}
    </Alert>
  );
}
