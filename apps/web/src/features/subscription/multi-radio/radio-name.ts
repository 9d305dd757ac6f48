import type { AccountDevice, CareMultiRadio } from '@orbit/domain';
import type { useT } from '../../../shared/i18n/use-t.ts';

type Translate = ReturnType<typeof useT>;

const DEVICE_TYPES = ['car', 'radio', 'aviation', 'marine'];

/**
 * What a radio is called on the page: the account's nickname or vehicle for the radio with the
 * same last four (the radios call names radios by a session reference only), else its kind.
 */
export function radioNameOf(
  radio: Pick<CareMultiRadio, 'radioIdLastFour' | 'deviceType'>,
  devices: readonly AccountDevice[],
  t: Translate,
): string {
  const matching = devices.filter((device) => device.radioIdLastFour === radio.radioIdLastFour);
  const device = matching.length === 1 ? matching[0] : undefined;
  const named = device?.nickname ?? device?.vehicle?.yearMakeModel;
  if (named) return named;
  const type = radio.deviceType ?? device?.type;
  return t(`multiRadio.radios.type.${type && DEVICE_TYPES.includes(type) ? type : 'radio'}`);
}

/** The radio's plan today, so the owner sees which radio needs one. */
export function radioStateOf(radio: Pick<CareMultiRadio, 'state' | 'planName'>, t: Translate) {
  if (radio.state === 'noPlan' || !radio.planName) return t('multiRadio.radios.noPlan');
  return t(`multiRadio.radios.${radio.state}`, { plan: radio.planName });
}
