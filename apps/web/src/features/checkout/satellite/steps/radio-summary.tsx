import { useT } from '../../../../shared/i18n/use-t.ts';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';

/** The radio being subscribed: vehicle and the last 4 of its id, as the lookup answered them. */
export function vehicleText(radio: IdentifiedRadio): string | undefined {
  const vehicle = radio.vehicle;
  return vehicle
    ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')
    : undefined;
}

export function RadioSummary({ radio }: { radio: IdentifiedRadio }) {
  const t = useT();
  const vehicle = vehicleText(radio);
  return (
    <dl className={styles.summary} aria-label={t('satellite.radio.label')}>
      {vehicle ? (
        <div className={styles.summaryRow}>
          <dt>{t('satellite.radio.vehicle')}</dt>
          <dd>{vehicle}</dd>
        </div>
      ) : null}
      <div className={styles.summaryRow}>
        <dt>{t('satellite.radio.radioId')}</dt>
        <dd>{t('satellite.radio.ending', { last4: radio.radioIdLastFour })}</dd>
      </div>
    </dl>
  );
}
