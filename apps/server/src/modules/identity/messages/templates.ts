import {
  HANDLE_CHANGED,
  IDENTITY_DELETED,
  PASSWORD_CHANGED,
  PHONE_CHANGED,
} from './security-notices.ts';
import { MAGIC_LINK, OTP_CODE, PASSWORD_RESET, USERNAME_REMINDER } from './sign-in-messages.ts';
import { SIGN_UP_ATTEMPT } from './sign-up-messages.ts';

/** Every message the identity capability sends, by the name the outbox and the mailbox show. */
export const TEMPLATES = {
  otpCode: { name: 'otp-code', text: OTP_CODE },
  magicLink: { name: 'magic-link', text: MAGIC_LINK },
  passwordReset: { name: 'password-reset', text: PASSWORD_RESET },
  signUpAttempt: { name: 'sign-up-attempt', text: SIGN_UP_ATTEMPT },
  usernameReminder: { name: 'username-reminder', text: USERNAME_REMINDER },
  passwordChanged: { name: 'password-changed', text: PASSWORD_CHANGED },
  handleChanged: { name: 'handle-changed', text: HANDLE_CHANGED },
  phoneChanged: { name: 'phone-changed', text: PHONE_CHANGED },
  identityDeleted: { name: 'identity-deleted', text: IDENTITY_DELETED },
} as const;
