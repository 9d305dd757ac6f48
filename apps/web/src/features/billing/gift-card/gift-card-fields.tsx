import type { TextFieldBinding } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FieldRow, TextField } from '../../../shared/ui/index.ts';
import { formatExpiryInput } from '../../checkout/index.ts';
import { type GiftCardField, needsGiftCardDetails } from './gift-card-model.ts';

export interface GiftCardFieldsProps {
  number: string;
  bind(field: GiftCardField): TextFieldBinding;
  onChange(field: GiftCardField, value: string): void;
}

/**
 * A gift or prepaid card: its number, and for a BlackHawk card (which the number reveals) the
 * expiry and the 3-digit security code printed on it too.
 */
export function GiftCardFields({ number, bind, onChange }: GiftCardFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        {...bind('giftCardNumber')}
        label={t('checkout.giftCard.number')}
        hint={t('billing.giftCard.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        onChange={(event) =>
          onChange('giftCardNumber', event.target.value.replace(/[^\d\s-]/g, ''))
        }
      />
      {needsGiftCardDetails(number) ? (
        <FieldRow>
          <TextField
            {...bind('giftCardExpiry')}
            label={t('checkout.giftCard.expiry')}
            hint={t('checkout.payment.expiryHint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('checkout.payment.expiryPlaceholder')}
            maxLength={5}
            onChange={(event) => onChange('giftCardExpiry', formatExpiryInput(event.target.value))}
          />
          <TextField
            {...bind('giftCardCvv')}
            label={t('checkout.giftCard.cvv')}
            hint={t('billing.giftCard.cvvHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            onChange={(event) => onChange('giftCardCvv', event.target.value.replace(/\D/g, ''))}
          />
        </FieldRow>
      ) : null}
    </>
  );
}
