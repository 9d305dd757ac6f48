import { formatMoney, type Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import styles from '../transfer.module.css';
import { acscOffersQuery } from '../transfer-queries.ts';

export interface PlanStepProps {
  trialRadioId: string;
  followOnPlanCode: string | undefined;
  /** The plan chosen to follow the trial, or none for now (chosen later with change plan). */
  onChosen(planCode: string | undefined): void;
}

const NONE = 'none';

/**
 * The plan that follows the trial once the radio joins the account (`offers/customer/acsc` with
 * `accountConsolidation`), or none for now: the trial ends by itself, and change plan can add one
 * any time before.
 */
export function PlanStep({ trialRadioId, followOnPlanCode, onChosen }: PlanStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const offers = useQuery(acscOffersQuery(services, trialRadioId, undefined, true));
  const [value, setValue] = useState(followOnPlanCode ?? NONE);
  if (offers.isPending) return <p>{t('transfer.plan.loading')}</p>;
  return (
    <form
      className={styles.stepForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onChosen(value === NONE ? undefined : value);
      }}
    >
      {offers.isError ? <Alert tone="error">{t('transfer.plan.failed')}</Alert> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('transfer.plan.legend')}</legend>
        {(offers.data?.offers ?? []).map((offer) => (
          <label key={offer.planCode} className={styles.choice}>
            <input
              type="radio"
              name="transfer-plan"
              value={offer.planCode}
              checked={value === offer.planCode}
              onChange={() => setValue(offer.planCode)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{offer.packageName}</span>
              <span className={styles.choiceDetail}>
                {t('transfer.plan.price', {
                  price: formatMoney(offer.renewalPrice, locale),
                  months: offer.renewalTermMonths,
                })}
              </span>
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="transfer-plan"
            value={NONE}
            checked={value === NONE}
            onChange={() => setValue(NONE)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{t('transfer.plan.none')}</span>
            <span className={styles.choiceDetail}>{t('transfer.plan.noneDetail')}</span>
          </span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit">{t('transfer.continue')}</Button>
      </div>
    </form>
  );
}
