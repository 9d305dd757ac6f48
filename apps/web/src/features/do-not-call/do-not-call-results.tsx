import type { CareDoNotCallResult } from '@orbit/domain';
import { useFormatDay } from '../../shared/i18n/format-day.ts';
import { FormattedMessage } from '../../shared/i18n/intl.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../shared/services/app-services.tsx';
import { Button, useFocusHeading } from '../../shared/ui/index.ts';
import styles from './do-not-call.module.css';

/** DNC/dncThankYou: the number, and the date calls stop by. */
export function DoNotCallThankYou({
  registration,
  onAnother,
}: {
  registration: CareDoNotCallResult;
  onAnother(): void;
}) {
  const t = useT();
  const heading = useFocusHeading(true);
  const date = useFormatDay()(registration.honourBy);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('doNotCall.thankYou.heading')}
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="doNotCall.thankYou.body"
          values={{
            // At 375 px the number would break at its hyphen; a number is read whole.
            phone: <span className={styles.number}>{registration.phoneNumber}</span>,
            date,
          }}
        />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('doNotCall.thankYou.another')}
        </Button>
      </div>
    </>
  );
}

/** A `tel:` link from a printed number (1-888-555-0144 → tel:+18885550144). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** DNC/dncError: the request could not be taken; the do-not-call number from configuration. */
export function DoNotCallError({ onTryAgain }: { onTryAgain(): void }) {
  const t = useT();
  const { care } = useAppConfig();
  const heading = useFocusHeading(true);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('doNotCall.error.heading')}
      </h1>
      <p className={styles.lead}>{t('doNotCall.error.body')}</p>
      <p className={styles.call}>
        {t('doNotCall.error.callPrefix')}{' '}
        <a href={telHref(care.doNotCallPhone)} className={styles.phone}>
          {care.doNotCallPhone}
        </a>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onTryAgain}>
          {t('doNotCall.error.tryAgain')}
        </Button>
      </div>
    </>
  );
}
