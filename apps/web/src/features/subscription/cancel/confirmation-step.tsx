import type { CareCancellationResult } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName, Price } from '../../../shared/ui/index.ts';
import styles from './cancel.module.css';

/** Where the customer goes back to: the account's dashboard, where a pending cancellation shows. */
export const ACCOUNT_PATH = '/account/manage';

/** The title of the confirmation: cancelled now, or on the day service ends. */
export function confirmationTitle(
  t: (id: string, values?: Record<string, string>) => string,
  result: CareCancellationResult,
  endsOn: string,
): string {
  return result.cancellationType === 'IMMEDIATE' && !result.isTrial
    ? t('cancel.done.title.now')
    : t('cancel.done.title.later', { date: endsOn });
}

/** The cancellation is made: its number, the refund and its date, the email on its way. */
export function ConfirmationStep({
  result,
  email,
}: {
  result: CareCancellationResult;
  email: string | null;
}) {
  const t = useT();
  const day = useFormatDay();
  return (
    <>
      <Alert tone="success">
        <p>
          {t('cancel.done.number')} <strong>{result.confirmationNumber}</strong>
        </p>
      </Alert>
      {result.isTrial ? <p>{t('cancel.done.trial')}</p> : null}
      {result.refund.amountMinor > 0 && result.refundArrivesBy ? (
        <p>
          {t('cancel.done.refund')} <Price amount={result.refund} emphasis="strong" />{' '}
          {t('cancel.done.refundBy', { date: day(result.refundArrivesBy) })}
        </p>
      ) : null}
      <p>{email ? t('cancel.done.email', { email }) : t('cancel.done.emailOnFile')}</p>
      <p className={styles.fine}>{t('cancel.done.changedMind')}</p>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATH} className={buttonClassName('primary')}>
          {t('cancel.done.back')}
        </Link>
      </div>
    </>
  );
}
