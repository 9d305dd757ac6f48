/** Numbers of the sign-in rules that the web app, the SDK and the server share. */
export const OTP_LIMITS = {
  codeLength: 6,
  /** ARCHITECTURE §5: a code lives at most 10 minutes… */
  ttlSeconds: 600,
  /** …and allows at most 5 attempts; the 6th fails even with the right code. */
  maxAttempts: 5,
  /** A new code for the same destination is refused sooner than this (the resend countdown). */
  resendAfterSeconds: 30,
} as const;

export const MAGIC_LINK_LIMITS = { ttlSeconds: 15 * 60 } as const;

export const PASSWORD_RESET_LIMITS = { ttlSeconds: 60 * 60 } as const;

/** Credential changes need proof of presence no older than this (ADR 007). */
export const REAUTHENTICATION_WINDOW_SECONDS = 5 * 60;

/** Where the web app opens a magic link, and the query parameter carrying its id. */
export const MAGIC_LINK_PAGE_PATH = '/sign-in/magic-link';
export const MAGIC_LINK_QUERY_PARAM = 'magicLinkId';

/** Where the web app opens a password-reset link (flows §7.3), and its query parameter. */
export const PASSWORD_RESET_PAGE_PATH = '/account/credentials/reset-password';
export const PASSWORD_RESET_QUERY_PARAM = 'resetKey';
