import type { CareAccount } from '@orbit/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button, CheckboxField } from '../../../../shared/ui/index.ts';
import styles from '../multi-radio.module.css';
import { radioNameOf, radioStateOf } from '../radio-name.ts';

export interface RadiosStepProps {
  account: Pick<CareAccount, 'devices' | 'subscriptions'>;
  chosenDeviceIds: readonly string[];
  onChosen(deviceIds: string[]): void;
}

/** An order for several radios names two at least; one radio is the add-radio checkout. */
export const FEWEST_RADIOS = 2;

/**
 * The account's radios to choose from, each with its name, the last four of its radio id and its
 * plan today; Continue asks for two at least (the error is announced with the list).
 */
export function RadiosStep({ account, chosenDeviceIds, onChosen }: RadiosStepProps) {
  const t = useT();
  const errorId = useId();
  const [chosen, setChosen] = useState<readonly string[]>(chosenDeviceIds);
  const [tooFew, setTooFew] = useState(false);
  if (account.devices.length < FEWEST_RADIOS) {
    return <Alert tone="info">{t('multiRadio.radios.tooFew')}</Alert>;
  }
  const toggle = (deviceId: string, on: boolean) => {
    setTooFew(false);
    setChosen((current) =>
      on ? [...current, deviceId] : current.filter((item) => item !== deviceId),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length < FEWEST_RADIOS) return setTooFew(true);
    // In the account's order, whatever order they were ticked in.
    onChosen(account.devices.map((device) => device.id).filter((id) => chosen.includes(id)));
  };
  return (
    <form noValidate onSubmit={submit} className={styles.stepForm}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={tooFew ? errorId : undefined}
        aria-invalid={tooFew ? true : undefined}
      >
        <legend className={styles.legend}>{t('multiRadio.radios.legend')}</legend>
        {account.devices.map((device) => (
          <CheckboxField
            key={device.id}
            name="multi-radio-device"
            value={device.id}
            checked={chosen.includes(device.id)}
            onChange={(event) => toggle(device.id, event.currentTarget.checked)}
            label={<strong>{radioNameOf(device, t)}</strong>}
            hint={`${t('multiRadio.radios.radioId', { lastFour: device.radioIdLastFour })} · ${radioStateOf(device, account.subscriptions, t)}`}
          />
        ))}
      </fieldset>
      {tooFew ? (
        <p id={errorId} role="alert">
          {t('multiRadio.radios.pickTwo')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">{t('multiRadio.continue')}</Button>
      </div>
    </form>
  );
}
