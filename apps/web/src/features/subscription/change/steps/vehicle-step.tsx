import type { PresentedOffer } from '@orbit/domain';
import { useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, Price } from '../../../../shared/ui/index.ts';
import styles from '../change.module.css';
import { ChoiceOption } from '../choice-option.tsx';

export interface VehicleStepProps {
  offers: PresentedOffer[];
  /** A plan code, `null` for none, undefined before the customer chose. */
  planCode: string | null | undefined;
  onPicked(planCode: string | null): void;
}

const NONE = 'none';

/** The optional vehicle-data plan (infotainment) the radio's car can add; "No thanks" first. */
export function VehicleStep({ offers, planCode, onPicked }: VehicleStepProps) {
  const t = useT();
  const [picked, setPicked] = useState(planCode ?? NONE);
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('subscription.change.vehicle.legend')}</legend>
        <ChoiceOption
          name="vehicle"
          value={NONE}
          checked={picked === NONE}
          onChoose={() => setPicked(NONE)}
        >
          <span className={styles.optionName}>{t('subscription.change.vehicle.none')}</span>
        </ChoiceOption>
        {offers.map((offer) => (
          <ChoiceOption
            key={offer.planCode}
            name="vehicle"
            value={offer.planCode}
            checked={picked === offer.planCode}
            onChoose={() => setPicked(offer.planCode)}
          >
            <span className={styles.optionName}>{offer.packageName}</span>
            <Price
              amount={offer.price}
              suffix={t('subscription.change.term.per', { months: offer.renewalTermMonths })}
            />
          </ChoiceOption>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={() => onPicked(picked === NONE ? null : picked)}>
          {t('subscription.change.continue')}
        </Button>
      </div>
    </>
  );
}
