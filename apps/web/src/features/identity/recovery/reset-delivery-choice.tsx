import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import type { ResetDelivery } from './forgot-password-rules.ts';
import styles from './recovery.module.css';

const DELIVERIES: readonly ResetDelivery[] = ['email', 'text'];

/**
 * How the reset link travels: to the email on file, or by text to the mobile number on file.
 * Native radios (arrow keys move between them); each hint is read with its option.
 */
export function ResetDeliveryChoice({
  value,
  onChange,
}: {
  value: ResetDelivery;
  onChange(delivery: ResetDelivery): void;
}) {
  const t = useT();
  const idPrefix = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('identity.recovery.delivery.legend')}</legend>
      {DELIVERIES.map((delivery) => {
        const hintId = `${idPrefix}-${delivery}-hint`;
        return (
          <div key={delivery}>
            <label className={styles.choiceOption}>
              <input
                type="radio"
                name="delivery"
                value={delivery}
                checked={value === delivery}
                aria-describedby={hintId}
                onChange={() => onChange(delivery)}
              />
              {t(`identity.recovery.delivery.${delivery}`)}
            </label>
            <p id={hintId} className={styles.choiceHint}>
              {t(`identity.recovery.delivery.${delivery}.hint`)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
