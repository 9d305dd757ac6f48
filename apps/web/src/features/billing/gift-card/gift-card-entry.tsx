import type { TextFieldBinding } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, CheckboxField } from '../../../shared/ui/index.ts';
import { billingFieldMessageId } from '../shared/field-messages.ts';
import { GiftCardFields } from './gift-card-fields.tsx';
import type { GiftCardErrors, GiftCardField, GiftCardValues } from './gift-card-model.ts';

/** A gift card offered beside a card: whether it is used, and what was typed. */
export interface GiftCardChoice {
  use: boolean;
  values: GiftCardValues;
}

export interface GiftCardEntryProps {
  choice: GiftCardChoice;
  /** The typed card's problems, as field codes (`checkGiftCard`). */
  errors: GiftCardErrors;
  /** The server's refusal of the card, as a message id, on its field or above the fields. */
  refusal?: { id: string; field?: GiftCardField | undefined } | undefined;
  onChange(choice: GiftCardChoice): void;
}

/**
 * "I have a gift card", and once ticked its number (and a BlackHawk card's expiry and code): a
 * gift card paying first beside the card that pays the rest. No form of its own, so that it
 * sits beside the card's form; the page checks it (`checkGiftCard`) before it prices.
 */
export function GiftCardEntry({ choice, errors, refusal, onChange }: GiftCardEntryProps) {
  const t = useT();
  const type = (field: GiftCardField, value: string) =>
    onChange({ ...choice, values: { ...choice.values, [field]: value } });
  const bind = (field: GiftCardField): TextFieldBinding => {
    const code = errors[field];
    const refused = refusal?.field === field ? refusal.id : undefined;
    return {
      name: field,
      required: true,
      value: choice.values[field],
      error: refused ? t(refused) : code ? t(billingFieldMessageId(field, code)) : undefined,
      onChange: (event) => type(field, event.target.value),
    };
  };
  return (
    <>
      <CheckboxField
        label={t('checkout.giftCard.toggle')}
        name="useGiftCard"
        checked={choice.use}
        onChange={(event) => onChange({ ...choice, use: event.target.checked })}
      />
      {choice.use ? (
        <fieldset>
          <legend className="visually-hidden">{t('checkout.giftCard.legend')}</legend>
          {refusal && !refusal.field ? <Alert tone="error">{t(refusal.id)}</Alert> : null}
          <GiftCardFields number={choice.values.giftCardNumber} bind={bind} onChange={type} />
        </fieldset>
      ) : null}
    </>
  );
}
