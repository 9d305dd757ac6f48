/**
 * Masks that let customers recognise their own details without exposing them. The identity
 * capability (sign-in, one-time passcodes) is to mask emails with maskEmail from here too.
 */

/** Always six stars, whatever the local part's length, so the mask does not leak it. */
const EMAIL_STARS = '******';

/**
 * First character, six stars, then the domain part: jane.doe@example.com → j******@example.com.
 * Without a local part or an @, nothing is shown but the stars.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return EMAIL_STARS;
  return `${value.charAt(0)}${EMAIL_STARS}${value.slice(at)}`;
}

/**
 * The last four characters of a radio id (hyphens and spaces left out, upper-cased): some calls
 * send only these, and screens show them as ****1234.
 */
export function radioIdLastFour(radioId: string): string {
  return radioId.replace(/[\s-]/g, '').toUpperCase().slice(-4);
}

/** A radio id as screens show it: ****1234. */
export function maskRadioId(radioId: string): string {
  return `****${radioIdLastFour(radioId)}`;
}
