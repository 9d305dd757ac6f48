import { useT } from '../../../shared/i18n/use-t.ts';
import type { TextFieldBinding } from '../../checkout/index.ts';
import { type BillingField, billingFieldMessageId } from './field-messages.ts';

/** What the billing fields read of their entry form (`useEntryForm`). */
export interface BillingEntry<Field extends BillingField> {
  field(name: Field): {
    name: string;
    value: string;
    onChange(event: { target: { value: string } }): void;
  };
  codeOf(name: Field): string | undefined;
  messageOf(name: Field): string | undefined;
}

/**
 * The billing forms' fields bound to their entry form: each field's words (a server refusal's
 * own, else its code's, in the billing wording), a required text box's binding, and a value set
 * by fields that shape it themselves as typed (the card number, MM/YY).
 */
export function useBillingFields<Field extends BillingField>(entry: BillingEntry<Field>) {
  const t = useT();
  const errorOf = (field: Field): string | undefined => {
    const id = entry.messageOf(field);
    if (id) return t(id);
    const code = entry.codeOf(field);
    return code ? t(billingFieldMessageId(field, code)) : undefined;
  };
  const bind = (field: Field): TextFieldBinding => {
    const { name, value, onChange } = entry.field(field);
    return { name, value, onChange, required: true, error: errorOf(field) };
  };
  const change = (field: Field, value: string) =>
    entry.field(field).onChange({ target: { value } });
  return { errorOf, bind, change };
}
