import type { CareVipDevice, VipDeviceName } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';

/** A device as the customer knows it: a radio by its kind and Radio ID, streaming by its sign-in. */
export function useVipDeviceName() {
  const t = useT();
  return (device: Pick<CareVipDevice, 'kind' | 'radioIdLastFour' | 'maskedUsername'>) =>
    device.kind === 'streaming'
      ? t('vip.device.streaming', { username: device.maskedUsername ?? '' })
      : t('vip.device.radio', { lastFour: device.radioIdLastFour ?? '' });
}

/** Whether two device names are the same device (as the server sent them, compared by value). */
export function sameDevice(left: VipDeviceName, right: VipDeviceName): boolean {
  if ('deviceRef' in left && 'deviceRef' in right) return left.deviceRef === right.deviceRef;
  if ('subscriptionId' in left && 'subscriptionId' in right) {
    return left.subscriptionId === right.subscriptionId;
  }
  return false;
}
