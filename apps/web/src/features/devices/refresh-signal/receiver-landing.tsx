import { useT } from '../../../shared/i18n/use-t.ts';
import { Button } from '../../../shared/ui/index.ts';
import { useRadioName } from './radio-name.tsx';
import type { RadioShown, Receiver, RefreshNamed } from './receiver-queries.ts';
import styles from './refresh-signal.module.css';
import { RefreshSteps } from './refresh-steps.tsx';

export interface ReceiverLandingProps {
  receiver: Receiver;
  busy: boolean;
  onRefresh(named: RefreshNamed): void;
  /** Not this radio: the box, to name another. */
  onOther(): void;
}

/**
 * `?receiver=` found (flows §8.2's authenticated landing): the radio named, as its account's
 * masked view shows it ("the radio in your 2022 Honda Civic, radio ID ending 0181"), or each
 * radio of a phone number; the steps; one button to refresh it.
 */
export function ReceiverLanding({ receiver, busy, onRefresh, onOther }: ReceiverLandingProps) {
  const t = useT();
  const nameOf = useRadioName();
  const describe = (radio: RadioShown) =>
    radio.planName
      ? t('refreshSignal.receiver.radioWithPlan', {
          lastFour: radio.lastFour,
          plan: radio.planName,
        })
      : t('refreshSignal.receiver.radioId', { lastFour: radio.lastFour });
  return (
    <section aria-labelledby="receiver-heading" className={styles.form}>
      {receiver.kind === 'radio' ? (
        <>
          <h2 id="receiver-heading" className={styles.subheading}>
            {receiver.radio.vehicle
              ? t('refreshSignal.receiver.title', { vehicle: nameOf(receiver.radio) })
              : t('refreshSignal.receiver.titleNoCar')}
          </h2>
          <p className={styles.detail}>{describe(receiver.radio)}</p>
        </>
      ) : (
        <>
          <h2 id="receiver-heading" className={styles.subheading}>
            {t('refreshSignal.receiver.phoneTitle', { count: receiver.radios.length })}
          </h2>
          <ul className={styles.radios}>
            {receiver.radios.map((radio) => (
              <li key={radio.lastFour}>
                <span className={styles.radioName}>{nameOf(radio)}</span>{' '}
                <span className={styles.detail}>{describe(radio)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <RefreshSteps />
      <div className={styles.actions}>
        <Button onClick={() => onRefresh(receiver.target)} disabled={busy}>
          {busy ? t('refreshSignal.sending') : t('refreshSignal.send')}
        </Button>
        <Button variant="secondary" onClick={onOther} disabled={busy}>
          {t('refreshSignal.receiver.other')}
        </Button>
      </div>
    </section>
  );
}
