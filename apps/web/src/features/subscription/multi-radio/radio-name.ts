import type { AccountDevice, CareAccount } from '@orbit/domain';
import type { useT } from '../../../shared/i18n/use-t.ts';

type Translate = ReturnType<typeof useT>;

/** What a radio is called on the page: its nickname, else its vehicle, else its kind. */
export function radioNameOf(device: AccountDevice, t: Translate): string {
  return (
    device.nickname ?? device.vehicle?.yearMakeModel ?? t(`multiRadio.radios.type.${device.type}`)
  );
}

/** The radio's plan today, so the owner sees which radio needs one. */
export function radioStateOf(
  device: AccountDevice,
  subscriptions: CareAccount['subscriptions'],
  t: Translate,
): string {
  const subscription = subscriptions.find((item) => item.id === device.subscriptionId);
  if (!subscription?.isActive) return t('multiRadio.radios.noPlan');
  return t(subscription.isTrial ? 'multiRadio.radios.trial' : 'multiRadio.radios.active', {
    plan: subscription.planName,
  });
}
