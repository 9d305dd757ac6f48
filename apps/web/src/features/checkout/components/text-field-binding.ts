/** What a required text field takes from its form: `useEntryBindings().bind` (checkout), `billing-fields.ts` (billing). */
export interface TextFieldBinding {
  name: string;
  required: true;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}
