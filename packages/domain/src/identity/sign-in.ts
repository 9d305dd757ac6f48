import * as z from 'zod/mini';
import { humanCheckProofSchema } from '../human-check/human-check.ts';
import { LOCALES } from '../locale/locales.ts';
import type { LoginInfo } from './login-info.ts';
import { loginInfoSchema } from './login-info.ts';
import { otpDeliverySchema } from './otp.ts';

/** Spec 001 §4 "Sign-in start". */
export const SIGN_IN_STATES = ['AwaitingOTP', 'AwaitingAuthMethod'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

export const SIGN_IN_METHODS = ['password', 'email', 'phone'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Exactly one contact option and no password: a passcode is sent at once (AwaitingOTP).
 * Otherwise the customer chooses among the methods the identity has (AwaitingAuthMethod).
 */
export function signInStateFor(loginInfo: LoginInfo): {
  state: SignInState;
  methods: SignInMethod[];
} {
  const methods: SignInMethod[] = [];
  if (loginInfo.hasPassword) methods.push('password');
  for (const option of loginInfo.contactOptions) {
    methods.push(option.type === 'EMAIL' ? 'email' : 'phone');
  }
  const state =
    loginInfo.contactOptions.length === 1 && !loginInfo.hasPassword
      ? 'AwaitingOTP'
      : 'AwaitingAuthMethod';
  return { state, methods };
}

const handle = z.string().check(z.maxLength(254));

/** `POST identity/v1/sign-in/start` */
export const signInStartRequestSchema = z.strictObject({
  handle,
  language: z.optional(z.enum(LOCALES)),
});
export type SignInStartRequest = z.infer<typeof signInStartRequestSchema>;

export const signInStartResponseSchema = z.object({
  state: z.enum(SIGN_IN_STATES),
  identityId: z.string(),
  loginInfo: loginInfoSchema,
  methods: z.array(z.enum(SIGN_IN_METHODS)),
  /** Set when the state is AwaitingOTP: the passcode already sent. */
  otp: z.nullable(otpDeliverySchema),
});
export type SignInStartResponse = z.infer<typeof signInStartResponseSchema>;

/** `GET identity/v1/identities/status?handle=`: the login info, without sending anything. */
export const identityStatusQuerySchema = z.strictObject({ handle });

/** `POST identity/v1/authenticate/password` (spec 001 §7: the body includes the handle). */
export const passwordAuthenticateRequestSchema = z.strictObject({
  handle,
  password: z.string().check(z.maxLength(128)),
  /** A solved human check, once the server has answered CAPTCHA_REQUIRED (ADR 024). */
  humanCheck: z.optional(humanCheckProofSchema),
});
export type PasswordAuthenticateRequest = z.infer<typeof passwordAuthenticateRequestSchema>;

/** `POST identity/v1/authenticate/otp` and `…/magic-link`: the grant the OTP or magic-link service gave. */
export const grantAuthenticateRequestSchema = z.strictObject({
  grant: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type GrantAuthenticateRequest = z.infer<typeof grantAuthenticateRequestSchema>;
