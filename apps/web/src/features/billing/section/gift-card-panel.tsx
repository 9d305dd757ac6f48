import type {
  CareAccount,
  CheckoutGiftCard,
  GiftCardInfo,
  GiftCardRedemption,
} from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { failureMessageId, failureOf, isServerFault } from '../../../shared/errors/index.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Panel } from '../../../shared/ui/index.ts';
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
import { useBillingFields } from '../shared/billing-fields.ts';
import { subscriptionNamesOf } from '../shared/subscription-label.ts';
import { SubscriptionList } from '../shared/subscription-list.tsx';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import { useBillingChange } from '../use-billing-change.ts';

const QUIET = { skipGlobalHandler: true } as const;

type GiftCardAction = 'check' | 'redeem';

/** A refusal the services made of one of the card's fields, in the gift card's words. */
interface GiftCardFieldRefusal {
  field: GiftCardField;
  id: string;
}

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
  const { dataLayer, errors } = useAppServices();
  const billing = useCareCalls(billingCalls);
  // A balance check changes nothing; a redemption pays the balance down.
  const balance = useMutation({
    mutationFn: (card: CheckoutGiftCard) => billing.getGiftCardInfo(card, QUIET),
  });
  const redemption = useBillingChange((card: CheckoutGiftCard) =>
    billing.redeemGiftCard(card, QUIET),
  );
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = balance.isPending ? 'check' : redemption.isPending ? 'redeem' : undefined;
  // A new form after a redemption: the card is used up, so nothing of it stays typed.
  const [round, setRound] = useState(0);

  const run = async (
    action: GiftCardAction,
    card: CheckoutGiftCard,
  ): Promise<GiftCardFieldRefusal | undefined> => {
    setOutcome(undefined);
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
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, `gift card ${action}`, { staysOnPage: true });
      const problem = isServerFault(failure)
        ? { id: failureMessageId(failure, 'billing.giftCard.error.system'), field: undefined }
        : giftCardErrorOf(failure.code);
      if (problem.field) return { field: problem.field, id: problem.id };
      setOutcome({ kind: 'error', id: problem.id });
      return undefined;
    }
  };

  return (
    <Panel title={t('billing.giftCard.title')} spacing="flow">
      <p className={styles.lead}>{t('billing.giftCard.lead')}</p>
      <GiftCardForm
        key={round}
        busy={busy}
        now={now}
        onInvalid={(found) => trackUserErrors(dataLayer, `${ACCOUNT_BILLING_FLOW}.giftCard`, found)}
        onAction={run}
      />
      <GiftCardOutcome outcome={outcome} account={account} />
    </Panel>
  );
}

function GiftCardForm({
  busy,
  now,
  onInvalid,
  onAction,
}: {
  busy: GiftCardAction | undefined;
  now: () => Date;
  onInvalid(errors: Record<string, string | undefined>): void;
  onAction(
    action: GiftCardAction,
    card: CheckoutGiftCard,
  ): Promise<GiftCardFieldRefusal | undefined>;
}) {
  const t = useT();
  const schema = useMemo(
    () =>
      schemaOfCheck((values: GiftCardValues) => {
        const checked = checkGiftCard(values, now());
        return checked.ok ? { ok: true, values: checked.card } : checked;
      }),
    [now],
  );
  // Enter and "Redeem" redeem; "Check balance" submits the same form for the balance.
  const action = useRef<GiftCardAction>('redeem');
  const takeAction = () => {
    const taken = action.current;
    action.current = 'redeem';
    return taken;
  };
  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY_GIFT_CARD,
    busy: busy !== undefined,
    onSubmit: async (card: CheckoutGiftCard) => {
      const refusal = await onAction(takeAction(), card);
      if (refusal) entry.showMessages({ [refusal.field]: refusal.id });
    },
    onInvalid: (codes) => {
      takeAction();
      onInvalid(codes);
    },
  });
  const fields = useBillingFields<GiftCardField>(entry);

  return (
    <form {...entry.formProps} className={styles.form}>
      <GiftCardFields
        number={entry.field('giftCardNumber').value}
        bind={fields.bind}
        onChange={fields.type}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy !== undefined}
          aria-busy={busy === 'check' || undefined}
          onClick={() => {
            action.current = 'check';
            entry.formProps.ref.current?.requestSubmit();
          }}
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
