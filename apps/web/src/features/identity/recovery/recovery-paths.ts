import { PASSWORD_RESET_PAGE_PATH } from '@orbit/domain';

/**
 * The pages of `account/credentials` (flows §7.3). The reset page is its own route module at
 * the domain's PASSWORD_RESET_PAGE_PATH (the emailed and texted links open it); the others are
 * child routes of the credentials module.
 */
export const CREDENTIALS_PATH = '/account/credentials';

export const RECOVERY_PAGES = {
  forgotPassword: 'forgot-password',
  resetMailSent: 'reset-password-mail-confirmation',
  resetTextSent: 'reset-password-text-confirmation',
  accountNotFound: 'account-not-found',
  passwordUpdated: 'update-password-confirmation',
  forgotUsername: 'forgot-username',
  usernameSent: 'forgot-username-mail-sent-confirmation',
  usernameSameMail: 'forgot-username-same-mail-confirmation',
  verifyAccount: 'verify-your-account',
  multipleAccounts: 'multiple-page',
} as const;

export type RecoveryPage = keyof typeof RECOVERY_PAGES;

export function recoveryPath(page: RecoveryPage): string {
  return `${CREDENTIALS_PATH}/${RECOVERY_PAGES[page]}`;
}

export const RESET_PASSWORD_PATH = PASSWORD_RESET_PAGE_PATH;
export const SIGN_IN_PATH = '/sign-in';
export const PAY_BILL_PATH = '/account/pay';
