/**
 * What the OpenAPI description says of a lookup's budgets (the server's
 * `modules/identification/lookup-throttles.ts`): per address a refusal, per looked-up subject a
 * human check, so that nobody can spend a customer's budget to lock them out.
 */
export const LOOKUP_HUMAN_CHECK_DOC =
  'Past its budget, each further request needs a solved human check: 428 CAPTCHA_REQUIRED ' +
  '(get one from `utility/captcha/new`, then send `captchaAnswer` and `captchaToken` with the ' +
  'same request; a wrong, used or expired proof: 428 with a field error CAPTCHA_ANSWER_INCORRECT).';

/** The budgets of a lookup of one `subject` (a radio, a VIN, a plate, an email) per hour. */
export function lookupBudgetsDoc(subject: string, perHour = 10): string {
  return (
    'Rate-limited per client address (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 ' +
    `RATE_LIMIT_EXCEEDED with Retry-After. ${perHour} lookups of one ${subject} an hour, from ` +
    `any address. ${LOOKUP_HUMAN_CHECK_DOC}`
  );
}
