import type { AcscSelfPayRadio, AcscTrialRadio } from '@orbit/domain';
import type { MessageValues } from '../../../shared/i18n/use-t.ts';

type Translate = (id: string, values?: MessageValues) => string;

/**
 * A radio as its owner knows it: the car it is in ("2026 Honda Civic") when the vehicle is known,
 * with the radio id's last four, which is what the radio shows on channel 0.
 */
export function radioNameOf(radio: AcscTrialRadio | AcscSelfPayRadio, t: Translate): string {
  const vehicle = [radio.vehicle?.year, radio.vehicle?.make, radio.vehicle?.model]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
  return vehicle
    ? t('transfer.radio.inVehicle', { vehicle, lastFour: radio.radioIdLastFour })
    : t('transfer.radio.plain', { lastFour: radio.radioIdLastFour });
}
