import { type Country, formatCardNumber } from '@orbit/domain';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { FieldRow, TextField } from '../../../../shared/ui/index.ts';
import { AcceptedCards } from './accepted-cards.tsx';
import { CARD_BRAND_NAMES, cardBrandOf } from './card-brand.ts';
import { type CardField, type CardFieldValues, formatExpiryInput } from './card-fields-model.ts';
import { useCardBinRanges } from './use-card-bin-ranges.ts';

export interface CardFieldsProps {
  /** Whose brands are accepted. */
  country: Country;
  values: CardFieldValues;
  /** The message under a field, if any: each form words and clears its own errors. */
  errorOf(field: CardField): string | undefined;
  onChange(field: CardField, value: string): void;
}

/**
 * A new card, the same in every checkout form: the accepted brands, the number (brand from the
 * BIN ranges, grouped as typed), MM/YY, and the CVV (4 digits for Amex). The values stay with the
 * form, which sends the card only to the gateway's tokenizer.
 */
export function CardFields({ country, values, errorOf, onChange }: CardFieldsProps) {
  const t = useT();
  const ranges = useCardBinRanges();
  const brand = cardBrandOf(values.cardNumber, ranges);
  const amex = brand === 'amex';
  return (
    <>
      <AcceptedCards country={country} detected={brand} />
      <TextField
        label={t('checkout.payment.cardNumber')}
        hint={brand ? t('checkout.card.detected', { brand: CARD_BRAND_NAMES[brand] }) : undefined}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        maxLength={23}
        value={values.cardNumber}
        error={errorOf('cardNumber')}
        onChange={(event) =>
          onChange('cardNumber', formatCardNumber(event.target.value.replace(/[^\d\s-]/g, '')))
        }
      />
      <FieldRow>
        <TextField
          label={t('checkout.payment.expiry')}
          hint={t('checkout.payment.expiryHint')}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.payment.expiryPlaceholder')}
          required
          maxLength={5}
          value={values.expiry}
          error={errorOf('expiry')}
          onChange={(event) => onChange('expiry', formatExpiryInput(event.target.value))}
        />
        <TextField
          label={t('checkout.payment.cvv')}
          hint={t(amex ? 'checkout.payment.cvvHintAmex' : 'checkout.payment.cvvHint')}
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          maxLength={amex || !brand ? 4 : 3}
          value={values.cvv}
          error={errorOf('cvv')}
          onChange={(event) => onChange('cvv', event.target.value.replace(/\D/g, ''))}
        />
      </FieldRow>
    </>
  );
}
