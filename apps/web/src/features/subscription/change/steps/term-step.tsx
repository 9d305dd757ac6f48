import type { ChangeOffer } from '@orbit/domain';
import { useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Alert, Button, Price } from '../../../../shared/ui/index.ts';
import styles from '../change.module.css';
import { ChoiceOption } from '../choice-option.tsx';

export interface TermStepProps {
  /** The chosen package's billing terms, the plan the subscription is on left out. */
  terms: ChangeOffer[];
  planCode: string | undefined;
  onPicked(planCode: string): void;
}

/**
 * "Pick your billing term": the chosen package's terms with their price, and when each change
 * takes effect (now, at the next renewal, when the trial ends).
 */
export function TermStep({ terms, planCode, onPicked }: TermStepProps) {
  const t = useT();
  const [picked, setPicked] = useState(planCode);
  const [missing, setMissing] = useState(false);
  if (terms.length === 0) {
    return <Alert tone="info">{t('subscription.change.term.none')}</Alert>;
  }
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('subscription.change.term.legend')}</legend>
        {terms.map((offer) => (
          <ChoiceOption
            key={offer.planCode}
            name="term"
            value={offer.planCode}
            checked={picked === offer.planCode}
            onChoose={() => {
              setPicked(offer.planCode);
              setMissing(false);
            }}
          >
            <span className={styles.optionName}>
              {t('subscription.change.term.months', { months: offer.renewalTermMonths })}
            </span>
            <Price
              amount={offer.price}
              suffix={t('subscription.change.term.per', { months: offer.renewalTermMonths })}
              emphasis="strong"
            />
            <span className={styles.optionDetail}>
              {t(`subscription.change.timing.${offer.timing}`)}
            </span>
          </ChoiceOption>
        ))}
      </fieldset>
      {missing ? <Alert tone="error">{t('subscription.change.term.missing')}</Alert> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            if (picked && terms.some((offer) => offer.planCode === picked)) onPicked(picked);
            else setMissing(true);
          }}
        >
          {t('subscription.change.continue')}
        </Button>
      </div>
    </>
  );
}
