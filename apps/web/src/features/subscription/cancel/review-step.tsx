import type { CancellationPreview, CurrentPlan } from '@orbit/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, buttonClassName } from '../../../shared/ui/index.ts';
import styles from './cancel.module.css';
import { ACCOUNT_PATH } from './confirmation-step.tsx';
import { WhatEnds } from './what-ends.tsx';

/**
 * "Review and confirm": what ends and when, any refund, then one button that cancels. Keeping
 * the subscription is a link back to the account, never a maze.
 */
export function ReviewStep({
  plan,
  preview,
  busy,
  problem,
  onConfirm,
}: {
  plan: CurrentPlan;
  preview: CancellationPreview;
  busy: boolean;
  /** Why the last press did not cancel, in the page's words. */
  problem: string | undefined;
  onConfirm(): void;
}) {
  const t = useT();
  return (
    <>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <WhatEnds plan={plan} preview={preview} />
      <p className={styles.fine}>{t('cancel.review.email')}</p>
      <div className={styles.actions}>
        <Button onClick={onConfirm} disabled={busy}>
          {t(busy ? 'cancel.review.confirming' : 'cancel.review.confirm')}
        </Button>
        <Link to={ACCOUNT_PATH} className={buttonClassName('secondary')}>
          {t('cancel.review.keep')}
        </Link>
      </div>
    </>
  );
}
