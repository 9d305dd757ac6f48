import type { CareAccountRadio, CareIdentifiedAccount } from '@orbit/domain';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Tile } from '../../../shared/ui/index.ts';
import styles from './renewal.module.css';

export interface RadioChoiceProps {
  account: CareIdentifiedAccount;
  /** The radio's choices are being asked for: the buttons wait. */
  busy: boolean;
  onChoose(radio: CareAccountRadio): void;
  onSearchAgain(): void;
}

/** A radio as the customer knows it: year make model, else its kind. */
export function useRadioName() {
  const t = useT();
  return (radio: Pick<CareAccountRadio, 'vehicle' | 'deviceType'>) =>
    radio.vehicle
      ? [radio.vehicle.year, radio.vehicle.make, radio.vehicle.model].filter(Boolean).join(' ')
      : t('renewal.radio.device', { type: radio.deviceType });
}

/**
 * The account found: its radios (flows §1.2's radio cards: vehicle, Radio ID ****1234, the plan
 * or "No active service"), each with "Renew this radio". The heading takes focus so the result
 * of the search is read.
 */
export function RadioChoice({ account, busy, onChoose, onSearchAgain }: RadioChoiceProps) {
  const t = useT();
  const { care } = useAppConfig();
  const radioName = useRadioName();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { radios } = account;
  return (
    <section aria-labelledby={headingId} className={styles.radios}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.subheading}>
        {t('renewal.radio.title')}
      </h3>
      {radios.length === 0 ? (
        <Alert tone="info">{t('renewal.radio.none', { phone: care.phone })}</Alert>
      ) : (
        <>
          <p className={styles.lead}>{t('renewal.radio.lead', { count: radios.length })}</p>
          <ul className={styles.radioList}>
            {radios.map((radio) => (
              <Tile as="li" key={radio.deviceRef}>
                <p className={styles.radioName}>{radioName(radio)}</p>
                <p className={styles.meta}>
                  {t('renewal.radio.id', { lastFour: radio.radioIdLastFour })}
                </p>
                <p className={styles.meta}>{radio.planName ?? t('renewal.radio.noService')}</p>
                <Button
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => onChoose(radio)}
                  aria-label={t('renewal.radio.chooseNamed', { lastFour: radio.radioIdLastFour })}
                >
                  {t('renewal.radio.choose')}
                </Button>
              </Tile>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onSearchAgain}>
          {t('renewal.radio.searchAgain')}
        </Button>
      </div>
    </section>
  );
}
