import type { AccountDevice } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';

/** How a radio is called on screen: its nickname, else its vehicle, else its kind. */
export function useDeviceName(): (device: AccountDevice) => string {
  const t = useT();
  return (device) =>
    device.nickname?.trim() ||
    device.vehicle?.yearMakeModel ||
    t(`account.device.type.${device.type}`);
}
