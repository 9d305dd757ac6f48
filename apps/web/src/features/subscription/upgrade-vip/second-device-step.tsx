import type { CareVipDevice } from '@orbit/domain';
import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import styles from './upgrade-vip.module.css';
import { sameDevice, useVipDeviceName } from './vip-device-name.ts';

export interface SecondDeviceStepProps {
  devices: readonly CareVipDevice[];
  chosen: CareVipDevice | undefined;
  busy: boolean;
  /** Why the last choice was sent back (a device refused meanwhile). */
  problem: string | undefined;
  onChosen(device: CareVipDevice): void;
}

/**
 * The second device (flows §4.5): every other radio and streaming subscription of the account;
 * the ones that cannot be the second are shown disabled with the reason (the two spec codes).
 */
export function SecondDeviceStep({
  devices,
  chosen,
  busy,
  problem,
  onChosen,
}: SecondDeviceStepProps) {
  const t = useT();
  const name = useVipDeviceName();
  const group = useId();
  const firstEligible = devices.find((device) => device.eligible);
  const [picked, setPicked] = useState<CareVipDevice | undefined>(chosen ?? firstEligible);
  if (devices.length === 0 || !firstEligible) {
    return <Alert tone="info">{t('vip.second.none')}</Alert>;
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (picked && !busy) onChosen(picked);
      }}
    >
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <fieldset className={styles.devices}>
        <legend>{t('vip.second.legend')}</legend>
        {devices.map((device, index) => {
          const id = `${group}-${index}`;
          const reason = device.fieldErrors[0]?.errorCode;
          return (
            <div key={id} className={styles.device} data-disabled={!device.eligible || undefined}>
              <input
                type="radio"
                id={id}
                name={group}
                disabled={!device.eligible}
                checked={!!picked && sameDevice(picked.device, device.device)}
                onChange={() => setPicked(device)}
                aria-describedby={reason ? `${id}-why` : undefined}
              />
              <label htmlFor={id}>
                <span className={styles.deviceName}>{name(device)}</span>
                <span>{device.planName ?? t('vip.device.noService')}</span>
              </label>
              {reason ? (
                <p id={`${id}-why`} className={styles.reason}>
                  {t(`vip.refusal.${reason}`)}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t('vip.second.continue')}
      </Button>
    </form>
  );
}
