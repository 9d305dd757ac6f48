import { formatMoney, type Locale } from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import styles from '../multi-radio.module.css';
import type { RefusedRadio } from '../multi-radio-store.ts';
import { radioNameOf } from '../radio-name.ts';
import type { RadioPlans } from '../radio-plans.ts';

export interface PlansStepProps {
  radios: readonly RadioPlans[];
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
export function PlansStep({ radios, planByDevice, refused, onChosen }: PlansStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const [chosen, setChosen] = useState<Record<string, string>>({ ...planByDevice });
  const [missing, setMissing] = useState(false);
  const refusedRadio = radios.find((radio) => radio.device.id === refused?.deviceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = radios.every((radio) =>
      radio.plans.some((plan) => plan.planCode === chosen[radio.device.id]),
    );
    if (!complete) return setMissing(true);
    onChosen(chosen);
  };
  return (
    <form noValidate onSubmit={submit} className={styles.stepForm}>
      {refused && refusedRadio ? (
        <Alert tone="error" title={t('multiRadio.refused.title')}>
          {t('multiRadio.refused.body', {
            radio: `${radioNameOf(refusedRadio.device, t)} (${refusedRadio.device.radioIdLastFour})`,
            reason: t(refusedReasonKey(refused.reason)),
          })}
        </Alert>
      ) : null}
      {radios.map((radio) => {
        const name = `${radioNameOf(radio.device, t)} (${radio.device.radioIdLastFour})`;
        return (
          <fieldset key={radio.device.id} className={styles.fieldset}>
            <legend className={styles.legend}>
              {t('multiRadio.plans.legend', { radio: name })}
            </legend>
            {radio.plans.length === 0 ? <p>{t('multiRadio.plans.none')}</p> : null}
            {radio.plans.map((plan) => {
              const id = `plan-${radio.device.id}-${plan.planCode}`;
              return (
                <div key={plan.planCode}>
                  <input
                    type="radio"
                    id={id}
                    name={`plan-${radio.device.id}`}
                    value={plan.planCode}
                    checked={chosen[radio.device.id] === plan.planCode}
                    onChange={() => {
                      setMissing(false);
                      setChosen((current) => ({ ...current, [radio.device.id]: plan.planCode }));
                    }}
                  />{' '}
                  <label htmlFor={id}>
                    <strong>{plan.packageName}</strong>{' '}
                    {t('multiRadio.plans.price', {
                      price: formatMoney(plan.price, locale),
                      months: plan.termMonths,
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

const REFUSAL_REASONS = ['RADIO_NOT_ELIGIBLE', 'ALREADY_SUBSCRIBED', 'OFFER_NOT_AVAILABLE'];

function refusedReasonKey(reason: string): string {
  return `multiRadio.refused.reason.${REFUSAL_REASONS.includes(reason) ? reason : 'OTHER'}`;
}
