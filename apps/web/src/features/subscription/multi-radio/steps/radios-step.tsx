import type { AccountDevice } from '@orbit/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button, CheckboxField } from '../../../../shared/ui/index.ts';
import styles from '../multi-radio.module.css';
import { radioNameOf, radioStateOf } from '../radio-name.ts';
import type { RadioPlans } from '../radio-plans.ts';

export interface RadiosStepProps {
  /** Every radio of the account, with the plans this order can sell each. */
  radios: readonly RadioPlans[];
  /** The account's devices, for the radios' names. */
  devices: readonly AccountDevice[];
  chosenDeviceRefs: readonly string[];
  onChosen(deviceRefs: string[]): void;
}

/** An order for several radios names two at least; one radio is the add-radio checkout. */
export const FEWEST_RADIOS = 2;

/**
 * The account's radios to choose from, each with its name, the last four of its radio id and its
 * plan today; a radio this order cannot sell is shown, not offered. Continue asks for two at
 * least (the error is announced with the list).
 */
export function RadiosStep({ radios, devices, chosenDeviceRefs, onChosen }: RadiosStepProps) {
  const t = useT();
  const errorId = useId();
  const [chosen, setChosen] = useState<readonly string[]>(chosenDeviceRefs);
  const [tooFew, setTooFew] = useState(false);
  const sellable = radios.filter((item) => item.plans.length > 0);
  if (sellable.length < FEWEST_RADIOS) {
    return <Alert tone="info">{t('multiRadio.radios.tooFew')}</Alert>;
  }
  const toggle = (deviceRef: string, on: boolean) => {
    setTooFew(false);
    setChosen((current) =>
      on ? [...current, deviceRef] : current.filter((item) => item !== deviceRef),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In the account's order, whatever order they were ticked in.
    const picked = sellable
      .map((item) => item.radio.deviceRef)
      .filter((deviceRef) => chosen.includes(deviceRef));
    if (picked.length < FEWEST_RADIOS) return setTooFew(true);
    onChosen(picked);
  };
  return (
    <form noValidate onSubmit={submit} className={styles.stepForm}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={tooFew ? errorId : undefined}
        aria-invalid={tooFew ? true : undefined}
      >
        <legend className={styles.legend}>{t('multiRadio.radios.legend')}</legend>
        {radios.map(({ radio, plans }) => {
          const facts = [
            t('multiRadio.radios.radioId', { lastFour: radio.radioIdLastFour }),
            radioStateOf(radio, t),
            ...(plans.length === 0 ? [t('multiRadio.radios.notSold')] : []),
          ];
          return (
            <CheckboxField
              key={radio.deviceRef}
              name="multi-radio-device"
              value={radio.deviceRef}
              disabled={plans.length === 0}
              checked={plans.length > 0 && chosen.includes(radio.deviceRef)}
              onChange={(event) => toggle(radio.deviceRef, event.currentTarget.checked)}
              label={<strong>{radioNameOf(radio, devices, t)}</strong>}
              hint={facts.join(' · ')}
            />
          );
        })}
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
