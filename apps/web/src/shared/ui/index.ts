export { Alert, type AlertProps, type AlertTone } from './alert.tsx';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonVariant,
  buttonClassName,
} from './button.tsx';
export { Card } from './card.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { Disclosure, type DisclosureProps } from './disclosure.tsx';
export { fieldCodesOf, serverFieldCodes } from './field-codes.ts';
export { FieldRow } from './field-row.tsx';
export {
  type FieldControlProps,
  FormField,
  type FormFieldProps,
  TextField,
} from './form-field.tsx';
export { FullPageLoader } from './full-page-loader.tsx';
export { PageShell, type PageShellProps, type ShellLink } from './page-shell.tsx';
export { Panel, type PanelProps } from './panel.tsx';
export { Price, type PriceProps } from './price.tsx';
export { type ChecklistRule, RuleChecklist, type RuleChecklistProps } from './rule-checklist.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
export { Stepper, type StepperProps } from './stepper.tsx';
export { Summary, SummaryRow, type SummaryRowProps } from './summary.tsx';
export { Tile, type TileProps } from './tile.tsx';
export { useFocusHeading } from './use-focus-heading.ts';
export { useFocusInvalid } from './use-focus-invalid.ts';
export { Wordmark } from './wordmark.tsx';
