import {
  MAX_RADIOS_PER_PHONE,
  REFRESH_ARRIVAL_MINUTES,
  REFRESHES_PER_RADIO_PER_DAY,
} from '@orbit/domain';
import { Link } from 'react-router';
import { FormattedMessage } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Button, buttonClassName, useFocusHeading } from '../../../shared/ui/index.ts';
import styles from './refresh-signal.module.css';
import type { RefreshRefusal } from './send-refresh.ts';

/** What the page says once the server answered: a success, or a refusal with its own page. */
export type RefreshAnswer =
  | { kind: 'sent'; radios: number }
  | { kind: 'textSent'; phone: string }
  | { kind: Exclude<RefreshRefusal, 'virtualRadio'> };

const TITLES: Record<RefreshAnswer['kind'], string> = {
  sent: 'refreshSignal.sent.title',
  textSent: 'refreshSignal.textSent.title',
  pastDue: 'refreshSignal.pastDue.title',
  inactive: 'refreshSignal.inactive.title',
  notFound: 'refreshSignal.notFound.title',
  tooManyRadios: 'refreshSignal.tooManyRadios.title',
  limit: 'refreshSignal.limit.title',
  notSent: 'refreshSignal.notSent.title',
  failed: 'refreshSignal.failed.title',
};

/**
 * The answer pages of flows §8.2: sent, text sent, past due (to the pay page), no current
 * subscription (to the plans), radio not found, too many radios on the number, the day's limit,
 * the signal the satellite network did not take (FAILED_TO_REFRESH_DEVICE), and the error page. The heading takes the focus: the form it replaced is gone.
 */
export function RefreshAnswerView({ answer, onAgain }: { answer: RefreshAnswer; onAgain(): void }) {
  const t = useT();
  const heading = useFocusHeading(true);
  const { care } = useAppConfig();
  const again = (label: string) => (
    <Button variant="secondary" onClick={onAgain}>
      {t(label)}
    </Button>
  );
  // A phone number in a sentence stays on one line (it would break at its hyphens).
  const phone = (number: string) => <span className={styles.number}>{number}</span>;
  const bodyValues = {
    radios: answer.kind === 'sent' ? answer.radios : 1,
    minutes: REFRESH_ARRIVAL_MINUTES,
    max: MAX_RADIOS_PER_PHONE,
    count: REFRESHES_PER_RADIO_PER_DAY,
    phone: phone(answer.kind === 'textSent' ? answer.phone : care.phone),
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t(TITLES[answer.kind])}
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id={`refreshSignal.${answer.kind}.body`} values={bodyValues} />
      </p>
      <div className={styles.actions}>
        {answer.kind === 'pastDue' ? (
          <Link to="/account/pay" className={buttonClassName('primary')}>
            {t('refreshSignal.pastDue.pay')}
          </Link>
        ) : answer.kind === 'inactive' ? (
          <Link to="/subscribe" className={buttonClassName('primary')}>
            {t('refreshSignal.inactive.subscribe')}
          </Link>
        ) : null}
        {answer.kind === 'sent' || answer.kind === 'textSent'
          ? again('refreshSignal.again')
          : again('refreshSignal.tryAgain')}
      </div>
    </>
  );
}
