import { type AccountDevice, formatMoney, type Locale } from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import styles from '../multi-radio.module.css';
import type { RefusedRadio } from '../multi-radio-store.ts';
import { radioNameOf } from '../radio-name.ts';
import type { RadioPlans } from '../radio-plans.ts';

export interface PlansStepProps {
  radios: readonly RadioPlans[];
  /** The account's devices, for the radios' names. */
  devices: readonly AccountDevice[];
  planByDevice: Readonly<Record<string, string>>;
  /** The radio the server refused for its plan when the order was priced or placed. */
  refused: RefusedRadio | undefined;
  onChosen(planByDevice: Record<string, string>): void;
}

/**
 * A plan for each radio chosen (one group of choices per radio), the multi-radio discount's
 * saving beside the plans that take it. A radio the server refused says which and why; nothing
 * was charged.
 */
export function PlansStep({ radios, devices, planByDevice, refused, onChosen }: PlansStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const [chosen, setChosen] = useState<Record<string, string>>({ ...planByDevice });
  const [missing, setMissing] = useState(false);
  const refusedRadio = radios.find((item) => item.radio.deviceRef === refused?.deviceRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = radios.every((item) =>
      item.plans.some((plan) => plan.planCode === chosen[item.radio.deviceRef]),
    );
    if (!complete) return setMissing(true);
    onChosen(chosen);
  };
  return (
    <form noValidate onSubmit={submit} className={styles.stepForm}>
      {refused && refusedRadio ? (
        <Alert tone="error" title={t('multiRadio.refused.title')}>
          {t('multiRadio.refused.body', {
            radio: `${radioNameOf(refusedRadio.radio, devices, t)} (${refusedRadio.radio.radioIdLastFour})`,
            reason: t(refusedReasonKey(refused.reason)),
          })}
        </Alert>
      ) : null}
      {radios.map(({ radio, plans }) => {
        const name = `${radioNameOf(radio, devices, t)} (${radio.radioIdLastFour})`;
        return (
          <fieldset key={radio.deviceRef} className={styles.fieldset}>
            <legend className={styles.legend}>
              {t('multiRadio.plans.legend', { radio: name })}
            </legend>
            {plans.length === 0 ? <p>{t('multiRadio.plans.none')}</p> : null}
            {plans.map((plan) => {
              const id = `plan-${radio.deviceRef}-${plan.planCode}`;
              return (
                <div key={plan.planCode}>
                  <input
                    type="radio"
                    id={id}
                    name={`plan-${radio.deviceRef}`}
                    value={plan.planCode}
                    checked={chosen[radio.deviceRef] === plan.planCode}
                    onChange={() => {
                      setMissing(false);
                      setChosen((current) => ({ ...current, [radio.deviceRef]: plan.planCode }));
                    }}
                  />{' '}
                  <label htmlFor={id}>
                    <strong>{plan.packageName}</strong>{' '}
                    {t('multiRadio.plans.price', {
                      price: formatMoney(plan.monthlyPrice, locale),
                    })}
                    {plan.mrdSaving ? (
                      <>
                        {' '}
                        <span className={styles.saving}>
                          {t('multiRadio.plans.saving', {
                            saving: formatMoney(plan.mrdSaving, locale),
                          })}
                        </span>
                      </>
                    ) : null}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {missing ? <p role="alert">{t('multiRadio.plans.pickEach')}</p> : null}
      <div className={styles.actions}>
        <Button type="submit">{t('multiRadio.continue')}</Button>
      </div>
    </form>
  );
}

const REFUSAL_REASONS = ['INELIGIBLE_FOR_OFFER', 'OFFER_NOT_FOUND'];

function refusedReasonKey(reason: string): string {
  return `multiRadio.refused.reason.${REFUSAL_REASONS.includes(reason) ? reason : 'OTHER'}`;
}
