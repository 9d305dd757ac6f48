import { useT } from '../../../../shared/i18n/use-t.ts';
import { cardNameOf } from './card-name.ts';
import type { PayWith } from './payment-form-model.ts';
import styles from './satellite-payment.module.css';

export interface PayWithChoiceProps {
  cardOnFile: { brand: string; last4: string };
  value: PayWith;
  onChange(value: PayWith): void;
}

/** "Use my card on file (Visa ending in 4242)" or "Use a different card": native radio buttons. */
export function PayWithChoice({ cardOnFile, value, onChange }: PayWithChoiceProps) {
  const t = useT();
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">{t('satellite.payment.payWith')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="payWith"
          value="cardOnFile"
          checked={value === 'cardOnFile'}
          onChange={() => onChange('cardOnFile')}
        />
        {t('satellite.payment.useCardOnFile', {
          brand: cardNameOf(cardOnFile.brand),
          last4: cardOnFile.last4,
        })}
      </label>
      <label className={styles.option}>
        <input
          type="radio"
          name="payWith"
          value="newCard"
          checked={value === 'newCard'}
          onChange={() => onChange('newCard')}
        />
        {t('satellite.payment.useNewCard')}
      </label>
    </fieldset>
  );
}
