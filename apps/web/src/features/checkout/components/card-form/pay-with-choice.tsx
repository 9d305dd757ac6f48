import { useT } from '../../../../shared/i18n/use-t.ts';
import { cardNameOf } from '../../satellite/payment/card-name.ts';
import { OptionChoice } from '../option-choice.tsx';

/** Pay with the account's card on file, or a new card typed here. */
export type PayWith = 'cardOnFile' | 'newCard';

export interface PayWithChoiceProps {
  cardOnFile: { brand: string; last4: string };
  value: PayWith;
  onChange(value: PayWith): void;
}

/** "Use my card on file (Visa ending in 4242)" or "Use a different card". */
export function PayWithChoice({ cardOnFile, value, onChange }: PayWithChoiceProps) {
  const t = useT();
  return (
    <OptionChoice
      name="payWith"
      legend={t('checkout.payment.payWith')}
      legendHidden
      options={[
        {
          value: 'cardOnFile',
          label: t('checkout.payment.useCardOnFile', {
            brand: cardNameOf(cardOnFile.brand),
            last4: cardOnFile.last4,
          }),
        },
        { value: 'newCard', label: t('checkout.payment.useNewCard') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
