import {
  type CareCaptchaFields,
  handleKey,
  isValidEmailAddress,
  type Locale,
  maskEmail,
  normalizePhoneNumber,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_PAGE_PATH,
  PASSWORD_RESET_QUERY_PARAM,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { type IdentityRow, identities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { CARE_CAPTCHA_FIELDS } from '../../platform/throttle/human-check-beyond-limit.ts';
import { personalDataOf, replacePassword } from './change-password.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle, findIdentityById } from './identity-store.ts';
import { notifyByEmail, notifyByText } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { findLink, issueLink, useLink } from './one-time-links.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { limitSendsOrAskForCheck } from './throttles.ts';

/**
 * Credential recovery of `account/credentials` (flows §7.3). Every "send" answers the same
 * whether or not anything matched, and counts against the same per-destination budget before
 * anything is looked up, so none of them tells whether a handle, email or phone belongs to
 * someone. Beyond that budget a send asks for a solved human check (the request's
 * `captchaAnswer`/`captchaToken`) rather than refusing, so a stranger who spends it cannot keep
 * the customer from recovering their login (ADR 024).
 */

/** The budget of one destination, past which the care request's proof is asked for. */
function limitRecoverySends(
  deps: IdentityDeps,
  destination: string,
  captcha: CareCaptchaFields,
): Promise<void> {
  const proof = { token: captcha.captchaToken, answer: captcha.captchaAnswer };
  return limitSendsOrAskForCheck(deps, destination, proof, CARE_CAPTCHA_FIELDS);
}

function resetUrl(publicUrl: string, resetKey: string): string {
  const url = new URL(PASSWORD_RESET_PAGE_PATH, publicUrl);
  url.searchParams.set(PASSWORD_RESET_QUERY_PARAM, resetKey);
  return url.toString();
}

async function issueReset(
  deps: IdentityDeps,
  identity: IdentityRow,
  sentTo: string,
  send: (href: string, minutes: number, tx: IdentityDeps['db']) => Promise<void>,
): Promise<void> {
  const now = deps.clock();
  const ttlSeconds = PASSWORD_RESET_LIMITS.ttlSeconds;
  await deps.db.transaction(async (tx) => {
    const { secret } = await issueLink(
      tx,
      { purpose: 'password-reset', identityId: identity.id, sentTo, ttlSeconds },
      now,
    );
    await send(resetUrl(deps.config.publicUrl, secret), ttlSeconds / 60, tx);
  });
}

/** `password/send-email`: a reset link to the email of the identity the handle names. */
export async function sendPasswordResetEmail(
  deps: IdentityDeps,
  request: { username: string; locale: Locale | undefined } & CareCaptchaFields,
): Promise<void> {
  await limitRecoverySends(deps, handleKey(request.username), request);
  const identity = await findIdentityByHandle(deps.db, request.username);
  const emailAddress = identity?.emailAddress;
  if (!identity || !emailAddress) return;
  const locale = request.locale ?? (identity.language as Locale);
  await issueReset(deps, identity, emailAddress, (href, minutes, tx) =>
    notifyByEmail(
      tx,
      TEMPLATES.passwordReset,
      { identityId: identity.id, locale, emailAddress },
      { href, minutes },
      deps.clock(),
    ),
  );
}

/** `password/send-text`: a reset link by text to the phone, when it is the identity's. */
export async function sendPasswordResetText(
  deps: IdentityDeps,
  request: {
    phoneNo: string;
    username?: string | undefined;
    locale: Locale | undefined;
  } & CareCaptchaFields,
): Promise<void> {
  const phoneNumber = normalizePhoneNumber(request.phoneNo);
  if (!phoneNumber) throw new AppError('INVALID_PHONE_NUMBER', 'Recovery phone not valid');
  await limitRecoverySends(deps, phoneNumber, request);
  const candidates = request.username
    ? [await findIdentityByHandle(deps.db, request.username)]
    : await deps.db
        .select()
        .from(identities)
        .where(eq(identities.phoneNumber, phoneNumber))
        .limit(2);
  // Without a username the phone must name exactly one identity.
  const identity = candidates.length === 1 ? candidates[0] : undefined;
  if (!identity || identity.phoneNumber !== phoneNumber) return;
  const locale = request.locale ?? (identity.language as Locale);
  await issueReset(deps, identity, phoneNumber, (href, minutes, tx) =>
    notifyByText(
      tx,
      TEMPLATES.passwordReset,
      { identityId: identity.id, locale, phoneNumber },
      { href, minutes },
      deps.clock(),
    ),
  );
}

/** A reset key that can still be used, or the refusal the reset pages switch on. */
async function usableResetKey(deps: IdentityDeps, resetKey: string) {
  const found = await findLink(deps.db, 'password-reset', resetKey, deps.clock());
  if (found.status === 'expired') throw new AppError('RESET_KEY_EXPIRED', 'Reset key expired');
  if (found.status === 'not-found') throw new AppError('INVALID_RESET_KEY', 'Unknown reset key');
  const identity = await findIdentityById(deps.db, found.link.identityId);
  if (!identity) throw new AppError('INVALID_RESET_KEY', 'Reset key of no identity');
  return { link: found.link, identity };
}

/** `validate-key`: is the key usable, and for which (masked) email. */
export async function validateResetKey(deps: IdentityDeps, resetKey: string) {
  const { identity } = await usableResetKey(deps, resetKey);
  return {
    valid: true as const,
    maskedEmail: identity.emailAddress ? maskEmail(identity.emailAddress) : null,
  };
}

/**
 * `update-password`: the sign-up password rules, then, in one transaction, the key is used up,
 * the password replaced, every service session of the identity revoked and the customer told.
 */
export async function resetPassword(
  deps: IdentityDeps,
  request: { resetKey: string; password: string },
): Promise<void> {
  const { link, identity } = await usableResetKey(deps, request.resetKey);
  assertAcceptablePassword(request.password, personalDataOf(identity));
  await replacePassword(deps, identity, request.password, null, 'password-reset', async (tx) => {
    if (!(await useLink(tx, link.id, deps.clock()))) {
      throw new AppError('INVALID_RESET_KEY', 'Reset key used concurrently');
    }
  });
}

/** `username/send-email`: the handle, to the email, when an identity has that email. */
export async function sendUsernameReminder(
  deps: IdentityDeps,
  request: { email: string; locale: Locale | undefined } & CareCaptchaFields,
): Promise<void> {
  const email = request.email.trim();
  if (!isValidEmailAddress(email, 'ca')) throw new AppError('EMAIL_INVALID', 'Reminder email');
  await limitRecoverySends(deps, handleKey(email), request);
  const identity = await findIdentityByHandle(deps.db, email);
  if (!identity?.emailAddress || handleKey(identity.emailAddress) !== handleKey(email)) return;
  const emailAddress = identity.emailAddress;
  const now = deps.clock();
  await deps.db.transaction((tx) =>
    notifyByEmail(
      tx,
      TEMPLATES.usernameReminder,
      {
        identityId: identity.id,
        locale: request.locale ?? (identity.language as Locale),
        emailAddress,
      },
      { handle: identity.handle },
      now,
    ),
  );
}
