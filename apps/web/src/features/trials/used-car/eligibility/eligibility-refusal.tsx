import { Link } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../../shared/services/app-services.tsx';
import { Alert } from '../../../../shared/ui/index.ts';
import styles from '../used-car.module.css';
import type { InlineEligibilityCode } from './eligibility-answer.ts';

/** Where a demo car's owner may sign in to manage a radio (code 114). */
const SIGN_IN_PATH = '/sign-in';

/**
 * A refusal the eligibility step says on the page (flows §1.4): our systems (106, and any HTTP
 * failure), a paid subscription (107), a trial followed by a paid plan (110), a demo car (114),
 * an invalid radio id or VIN (3494, with the tries left). The care phone is the configuration's.
 */
export function EligibilityRefusal({
  code,
  attemptsLeft,
}: {
  code: InlineEligibilityCode;
  attemptsLeft: number;
}) {
  const t = useT();
  const phone = useAppConfig().care.phone;
  return (
    <Alert tone="error" title={t(`usedCar.refusal.${code}.title`)}>
      <p className={styles.alertText}>
        {t(`usedCar.refusal.${code}.body`, { phone, attemptsLeft })}
      </p>
      {code === '114' ? (
        <p className={styles.alertText}>
          <Link to={SIGN_IN_PATH}>{t('usedCar.refusal.114.signIn')}</Link>
        </p>
      ) : null}
    </Alert>
  );
}
