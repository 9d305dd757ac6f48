import type { AccountSubscription, CareAccount } from '@orbit/domain';
import { purchaseCalls } from '@orbit/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf, isRefusal } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { newAccountTransactionId } from '../../../shared/platform/account-transaction-id.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { ownAccountQuery } from '../../checkout/flow-kit/index.ts';
import styles from './reverify.module.css';
import {
  REVERIFY_ERROR_PATH,
  type ReverifyQuery,
  ROLL_OVER_COMPLETE_PATH,
  reverifyHref,
} from './reverify-paths.ts';

export interface RolloverReviewProps {
  account: CareAccount;
  subscription: AccountSubscription;
  query: ReverifyQuery;
}

/**
 * Rollover (flows §6, ADR 067): the full-price plan switches to the student plan at its next
 * renewal, nothing charged today. One press, one key: a second press or a retry answers the
 * change already scheduled.
 */
export function RolloverReview({ account, subscription, query }: RolloverReviewProps) {
  const t = useT();
  const formatDay = useFormatDay();
  const locale = useIntl().locale as 'en-US';
  const services = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const calls = useCareCalls(purchaseCalls);
  const [transactionId] = useState(() => newAccountTransactionId(services.sdk.runtime.randomBytes));
  const [refused, setRefused] = useState(false);
  const rollOver = useMutation({
    mutationFn: () =>
      calls.purchaseStudentRollover(
        {
          accountNumber: account.accountNumber,
          subscriptionId: subscription.id,
          verificationId: query.verificationId,
          transactionId,
          languagePreference: locale,
        },
        { skipGlobalHandler: true },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: ownAccountQuery(services, { orIdentified: true }).queryKey,
      });
      navigate(reverifyHref(ROLL_OVER_COMPLETE_PATH, query));
    },
    onError: (error) => {
      if (isRefusal(failureOf(error))) setRefused(true);
      else navigate(reverifyHref(REVERIFY_ERROR_PATH, query));
    },
  });
  return (
    <section className={styles.form} aria-labelledby="reverify-rollover">
      <h2 id="reverify-rollover" className={styles.subhead}>
        {t('reverify.rollover.title')}
      </h2>
      <p>
        {subscription.renewalDate
          ? t('reverify.rollover.lead', { date: formatDay(subscription.renewalDate) })
          : t('reverify.rolloverComplete.pending')}
      </p>
      {refused ? <Alert tone="error">{t('reverify.refused')}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="button"
          disabled={rollOver.isPending}
          aria-busy={rollOver.isPending || undefined}
          onClick={() => rollOver.mutate()}
        >
          {rollOver.isPending ? t('reverify.rollover.confirming') : t('reverify.rollover.confirm')}
        </Button>
      </div>
    </section>
  );
}
