import type { NextBestAction, NextBestActions } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Panel } from '../../../shared/ui/index.ts';
import { nextBestActionsQuery } from '../account-queries.ts';
import { BILLING_PATH, PAY_PATH, UPDATE_CARD_PATH } from '../guard/account-links.ts';
import styles from './dashboard.module.css';

/** Where each suggestion leads; `owner` ones need the signed-in owner. */
const DESTINATIONS: Record<
  NextBestAction,
  { to: (subjectId: string | null) => string; owner: boolean }
> = {
  payBalance: { to: () => PAY_PATH, owner: false },
  updateExpiringCard: { to: () => UPDATE_CARD_PATH, owner: true },
  addCard: { to: () => UPDATE_CARD_PATH, owner: true },
  enrollEbill: { to: () => BILLING_PATH, owner: true },
  // Only suspended-for-non-payment radios are suggested, and paying the balance is what brings
  // them back (make-payment reactivates once nothing is owed): not a new purchase.
  reactivateRadio: { to: () => PAY_PATH, owner: false },
  addStreaming: { to: () => '/subscribe/checkout/purchase/streaming/organic', owner: false },
  chooseFollowOnPlan: {
    to: (subjectId) =>
      subjectId
        ? `/subscription/change?${new URLSearchParams({ subscriptionId: subjectId })}`
        : '/subscription/change',
    owner: false,
  },
};

/**
 * The next best actions (`account/next-best-action`): a nicety, so a failure hides the list
 * rather than the page (a timeout still opens the modal).
 */
export function useNextBestActions() {
  const calls = useCareCalls(accountCalls);
  const { errors } = useAppServices();
  const query = useQuery(nextBestActionsQuery(calls));
  useEffect(() => {
    const failure = query.error ? failureOf(query.error) : undefined;
    if (failure?.kind === 'sessionTimedOut') {
      reportFailure(errors, failure, { name: 'next best actions' });
    }
  }, [query.error, errors]);
  return query.data?.actions ?? [];
}

/** The suggestions as a short list of links; nothing when there are none to show. */
export function NextBestActionList({
  actions,
  canManage,
}: {
  actions: NextBestActions['actions'];
  canManage: boolean;
}) {
  const t = useT();
  const shown = actions
    .filter(({ action }) => canManage || !DESTINATIONS[action].owner)
    .slice(0, 4);
  if (shown.length === 0) return null;
  return (
    <Panel title={t('account.nba.title')}>
      <ul className={styles.suggestions}>
        {shown.map(({ action, subjectId }) => (
          <li key={`${action}-${subjectId ?? ''}`}>
            <Link to={DESTINATIONS[action].to(subjectId)} className={styles.suggestion}>
              {t(`account.nba.${action}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
