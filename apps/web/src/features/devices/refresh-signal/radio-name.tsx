import { useT } from '../../../shared/i18n/use-t.ts';
import type { RadioShown } from './receiver-queries.ts';

/** "2022 Honda Civic", or "Radio" when the radio is in no known car. */
export function useRadioName(): (radio: Pick<RadioShown, 'vehicle'>) => string {
  const t = useT();
  return ({ vehicle }) =>
    vehicle
      ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')
      : t('refreshSignal.receiver.radio');
}
