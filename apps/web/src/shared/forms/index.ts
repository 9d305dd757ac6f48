export {
  type FieldBindings,
  type TextFieldBinding,
  useFieldBindings,
} from './field-bindings.ts';
export { PHONE_BOX, phoneAsTyped, typedPhoneSchema } from './phone-as-typed.ts';
export { type FormCheck, schemaOfCheck, schemaOfCodes } from './schema-of-check.ts';
export {
  type EntryCheckboxProps,
  type EntryFieldProps,
  type EntryForm,
  type EntryFormOptions,
  type FieldCodes,
  useEntryForm,
} from './use-entry-form.ts';
