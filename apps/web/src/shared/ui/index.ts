export { Alert, type AlertProps, type AlertTone } from './alert.tsx';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Card } from './card.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export {
  type FieldControlProps,
  FormField,
  type FormFieldProps,
  TextField,
} from './form-field.tsx';
export { FullPageLoader } from './full-page-loader.tsx';
export { PageShell, type PageShellProps, type ShellLink } from './page-shell.tsx';
export { Wordmark } from './wordmark.tsx';
