import { LOCALES, type Locale } from '@orbit/domain';

/** The account's language when it is one we speak, else the market's first. */
export function accountLocale(account: { language: string; country: string }): Locale {
  if ((LOCALES as readonly string[]).includes(account.language)) return account.language as Locale;
  return account.country === 'ca' ? 'en-CA' : 'en-US';
}
