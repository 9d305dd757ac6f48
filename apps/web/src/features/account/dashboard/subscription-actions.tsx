import type { AccountSubscription } from '@orbit/domain';
import { subscriptionCalls } from '@orbit/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, buttonClassName } from '../../../shared/ui/index.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './dashboard.module.css';

/**
 * The change, cancel, transfer and replace-radio flows of one subscription (flows §5.1, §5.2,
 * §8.1): transfer moves its plan to a new car's radio, swap replaces its lost or broken radio.
 */
export function subscriptionPaths(subscriptionId: string) {
  return {
    transfer: `/transfer/radio?${new URLSearchParams({ subscriptionid: subscriptionId })}`,
    replaceRadio: `/transfer/radio/swap?${new URLSearchParams({ subscriptionid: subscriptionId, mode: 'swap' })}`,
    changePlan: `/subscription/change?${new URLSearchParams({ subscriptionid: subscriptionId })}`,
    changeTerm: `/subscription/change-term?${new URLSearchParams({ subscriptionid: subscriptionId })}`,
    cancel: `/subscription/cancel?${new URLSearchParams({ subscriptionId })}`,
  };
}

/**
 * What an active subscription can do from its card: change plan, change billing term (not in a
 * trial, which has no term yet), move its plan to a new radio and replace its radio where the
 * subscription's options say so (a paid satellite plan), and cancel, each its own flow.
 */
export function SubscriptionActions({ subscription }: { subscription: AccountSubscription }) {
  const t = useT();
  const paths = subscriptionPaths(subscription.id);
  const link = buttonClassName('secondary');
  return (
    <div className={styles.itemActions}>
      <Link to={paths.changePlan} className={link}>
        {t('account.subscription.changePlan')}
      </Link>
      {subscription.isTrial ? null : (
        <Link to={paths.changeTerm} className={link}>
          {t('account.subscription.changeTerm')}
        </Link>
      )}
      {subscription.canTransferSubscription ? (
        <Link to={paths.transfer} className={link}>
          {t('account.subscription.transfer')}
        </Link>
      ) : null}
      {subscription.canReplaceRadio ? (
        <Link to={paths.replaceRadio} className={link}>
          {t('account.subscription.replaceRadio')}
        </Link>
      ) : null}
      <Link to={paths.cancel} className={buttonClassName('quiet')}>
        {t('account.subscription.cancel')}
      </Link>
    </div>
  );
}

/**
 * A pending cancellation: the day service ends, and "Keep my subscription", which takes it back
 * (`cancel/subscription/revoke`) and reads the account again, so the card shows it renewing.
 */
export function PendingCancellation({
  subscription,
  endsOn,
  onKept,
}: {
  subscription: AccountSubscription;
  endsOn: string;
  onKept(): void;
}) {
  const t = useT();
  const day = useFormatDay();
  const calls = useCareCalls(subscriptionCalls);
  const keep = useAccountChange('keep subscription', calls.revokeCancellation);
  const [problem, setProblem] = useState<string>();
  const press = async () => {
    setProblem(undefined);
    const outcome = await keep.mutateAsync({ subscriptionId: subscription.id });
    if (outcome.ok) {
      onKept();
      return;
    }
    if (formExplains(outcome.failure)) {
      setProblem(t(failureMessageId(outcome.failure, 'account.subscription.keep.failed')));
    }
  };
  return (
    <div className={styles.pending}>
      <p className={styles.pendingText}>
        {t('account.subscription.pending', { date: day(endsOn) })}
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.itemActions}>
        <Button onClick={() => void press()} disabled={keep.isPending}>
          {t(keep.isPending ? 'account.subscription.keeping' : 'account.subscription.keep')}
        </Button>
      </div>
    </div>
  );
}
