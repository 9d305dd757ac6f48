import { type DetailedVehicleState, maskVin } from '@orbit/domain';
import { useId } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './device-linking.module.css';

/** A `YYYY-MM-DD` day in the reader's words (the day itself, whatever the time zone). */
export function useDayFormat(): (day: string | null | undefined) => string {
  const intl = useIntl();
  return (day) =>
    day ? intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : 'none';
}

/** What the trial state means for the driver, in plain words (spec 001 §4). */
function trialWords(
  vehicle: DetailedVehicleState,
  t: ReturnType<typeof useT>,
  day: ReturnType<typeof useDayFormat>,
) {
  const { trial } = vehicle;
  if (vehicle.lifecycleState === 'INACTIVE') return t('deviceLinking.trial.inactive');
  const values = { daysLeft: trial.daysLeft ?? 0, endsOn: day(trial.endsOn) };
  switch (trial.trialState) {
    case 'TrialNotStarted':
      return trial.totalDays === null
        ? t('deviceLinking.trial.TrialNotStartedNoLength')
        : t('deviceLinking.trial.TrialNotStarted', { totalDays: trial.totalDays });
    case 'SelfPay':
      return t('deviceLinking.trial.SelfPay');
    default:
      return t(`deviceLinking.trial.${trial.trialState}`, values);
  }
}

/** The vehicle the link opened: year, make and model, its VIN masked, and its trial. */
export function VehicleSummary({ vehicle }: { vehicle: DetailedVehicleState }) {
  const t = useT();
  const day = useDayFormat();
  const titleId = useId();
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <section className={styles.vehicle} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subhead}>
        {t('deviceLinking.vehicle.title')}
      </h2>
      <p className={styles.vehicleName}>{name || t('deviceLinking.vehicle.unnamed')}</p>
      <p className={styles.muted}>
        {vehicle.vin
          ? t('deviceLinking.vehicle.vin', { vin: maskVin(vehicle.vin) })
          : t('deviceLinking.vehicle.radioId', { radioId: vehicle.radioId })}
      </p>
      <p>{trialWords(vehicle, t, day)}</p>
    </section>
  );
}
