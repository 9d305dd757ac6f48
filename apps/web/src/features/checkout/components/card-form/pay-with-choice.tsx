import { useT } from '../../../../shared/i18n/use-t.ts';
import { cardNameOf } from '../../satellite/payment/card-name.ts';
/** Pay with the account's card on file, or a new card typed here. */
export type PayWith = 'cardOnFile' | 'newCard';

import styles from './pay-with-choice.module.css';

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
      <legend className="visually-hidden">{t('checkout.payment.payWith')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="payWith"
          value="cardOnFile"
          checked={value === 'cardOnFile'}
          onChange={() => onChange('cardOnFile')}
        />
        {t('checkout.payment.useCardOnFile', {
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
        {t('checkout.payment.useNewCard')}
      </label>
    </fieldset>
  );
}
