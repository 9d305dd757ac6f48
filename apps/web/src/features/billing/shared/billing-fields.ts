import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { type FieldBindings, useFieldBindings } from '../../../shared/forms/index.ts';
import { type BillingField, billingFieldMessageId } from './field-messages.ts';

/** What the billing fields read of their entry form (`useEntryForm`). */
export interface BillingEntry<Field extends BillingField> {
  field(name: Field, asTyped?: (value: string) => string): EntryFieldProps;
  codeOf(name: Field): string | undefined;
  messageOf(name: Field): string | undefined;
}

/**
 * The billing forms' fields bound to their entry form in the billing wording: a server refusal's
 * own words first, else its code's (`billingFieldMessageId`).
 */
export function useBillingFields<Field extends BillingField>(
  entry: BillingEntry<Field>,
): FieldBindings<Field> {
  return useFieldBindings(entry, billingFieldMessageId);
}
