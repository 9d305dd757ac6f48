// The identity pages' public face: what another feature may compose. Registration on the spot
// (ADR 051) puts the sign-up's password field, its rules and its code step on a thanks page;
// device linking puts the whole sign-up form (with the vehicle link's email) on its page;
// onboarding's `sign-in/sonos` puts the whole sign-in on its page (ADR 061); the student pages put
// the one-time code's entry on theirs (ADR 066).
export { ErrorAlert } from './components/error-alert.tsx';
export {
  type NewPasswordEntry,
  NewPasswordPair,
  useNewPasswordEntry,
} from './components/new-password-entry.tsx';
export { NewPasswordField } from './components/new-password-field.tsx';
export { OtpEntry, type OtpEntryProps } from './components/otp-entry.tsx';
export { newPasswordMessage } from './components/password-rules.tsx';
export { SignUpCode } from './components/sign-up-code.tsx';
export { SignUpForm, type SignUpFormProps, type SignUpStep } from './components/sign-up-form.tsx';
export { useFieldRefusals } from './components/use-field-refusals.ts';
export { useServiceHumanCheck } from './components/use-service-human-check.ts';
export {
  type ErrorMessage,
  identityErrorMessage,
  PASSWORD_REFUSAL_CODES,
} from './identity-errors.ts';
export { identityCatalog } from './messages/index.ts';
export { SignInPage } from './pages/sign-in-page.tsx';
export { signInCatalog } from './sign-in/messages/index.ts';
export { signUpCatalog } from './sign-up/messages/index.ts';
