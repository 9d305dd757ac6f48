import { useT } from '../../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import type { IdentifiedRadio } from '../../../identification/index.ts';

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
    <Summary label={t('satellite.radio.label')}>
      {vehicle ? <SummaryRow label={t('satellite.radio.vehicle')}>{vehicle}</SummaryRow> : null}
      <SummaryRow label={t('satellite.radio.radioId')}>
        {t('satellite.radio.ending', { last4: radio.radioIdLastFour })}
      </SummaryRow>
    </Summary>
  );
}
