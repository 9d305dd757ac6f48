/**
 * How contact values are shown to someone who has not proven they own them (sign-in start,
 * "we sent a code to …"). Emails use the account capability's maskEmail (`account/masking.ts`,
 * spec 001 §5: first character, six stars, then the domain part); phones are masked here.
 */

/** Only the last four digits: `***-***-0142`. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `***-***-${digits.slice(-4).padStart(4, '*')}`;
}
