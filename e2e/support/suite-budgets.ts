/**
 * The per-address budgets of a browser-suite server. Every browser and Node client of the suite
 * calls from 127.0.0.1, and two spec files run at a time, so the budgets of one real visitor (60
 * new sessions, 30 lookups a minute…) would be spent by the suite itself: they go up, on the
 * shared server and on every server a spec file starts. Budgets per customer, number or radio
 * (the ones the human-check walks spend) stay as configured.
 */
export const SUITE_ADDRESS_BUDGETS: Readonly<Record<string, string>> = {
  SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '500',
  IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '500',
  ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE: '500',
  CARE_SESSION_STARTS_PER_IP_PER_MINUTE: '500',
  DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: '500',
  DEVICE_CODE_REQUESTS_PER_IP_PER_MINUTE: '500',
  DEVICE_CODE_POLLS_PER_IP_PER_MINUTE: '1000',
  DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR: '500',
  LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: '1000',
};
