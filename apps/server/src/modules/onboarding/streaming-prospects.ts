import {
  type CareCreateStreamingPasswordRequest,
  type CareCreateStreamingPasswordResult,
  type CareCreateStreamingTrialRequest,
  type CareCreateStreamingTrialResult,
  type CareStreamingResetTokenResult,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  FIELD_ERROR_CODES,
  handleKey,
  isValidEmailAddress,
  maskEmail,
} from '@orbit/domain';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type IdentityRow,
  identities,
  oneTimeLinks,
  passwordCredentials,
  streamingProspectTrials,
} from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { limitLookup, lookupBudgetOf } from '../identification/index.ts';
import {
  findLink,
  issueLink,
  notifyByEmail,
  personalDataOf,
  savePassword,
  useLink,
} from '../identity/index.ts';
import { findFreeListenPromo, isRunningPromo, promoExpired } from './free-listen-promo.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { assertAcceptablePasswordAt } from './password-refusal.ts';
import { PROSPECT_TEMPLATES } from './prospect-messages.ts';
import { checkedLinkOf, rememberCheckedLink } from './remembered-link.ts';

export const PROSPECT_TRIAL_BUCKET = 'streaming-prospect-trial';
/** How long a "create your password" link lasts. */
export const PROSPECT_LINK_TTL_SECONDS = 7 * 86_400;
export const CREATE_PASSWORD_PAGE_PATH = '/onboarding/create-password';
const SIGN_IN_PAGE_PATH = '/account/login';

async function identityWithEmail(db: Db, key: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(or(eq(identities.handleKey, key), eq(identities.emailKey, key)))
    .limit(1);
  return row;
}

async function isPasswordless(db: Db, identityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordCredentials.identityId })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.identityId, identityId));
  return !row;
}

async function prospectTrialOf(db: Db, identityId: string) {
  const [row] = await db
    .select()
    .from(streamingProspectTrials)
    .where(eq(streamingProspectTrials.identityId, identityId));
  return row;
}

function createPasswordUrl(publicUrl: string, resetToken: string): string {
  const url = new URL(CREATE_PASSWORD_PAGE_PATH, publicUrl);
  url.searchParams.set('resetToken', resetToken);
  return url.toString();
}

/**
 * `account/prospect/create-streaming-trial` (flows §8.5 free-listen): a free-listen trial for an
 * email, with no card: a streaming sign-in without a password and a "create your password" link
 * by email (through the outbox, in the transaction that creates them). The answer is the same
 * whatever the email (ADR 025): an email that already signs in gets a message saying so instead;
 * a prospect who asks again gets a fresh link (the trial is not given twice).
 */
export async function createStreamingTrial(
  deps: OnboardingDeps,
  input: { request: CareCreateStreamingTrialRequest; country: Country; clientAddress: string },
): Promise<CareCreateStreamingTrialResult> {
  const { request, country } = input;
  const now = deps.clock();
  const promo = await findFreeListenPromo(deps.db, request.promoCode, country);
  if (!promo || promo.startsAt > now) {
    throw new AppError('INVALID_OFFER_DATA', 'not a free-listen promo', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'promoCode' }],
    });
  }
  if (!isRunningPromo(promo, now)) throw promoExpired();
  const email = request.email.trim();
  if (!isValidEmailAddress(email, country)) {
    throw new AppError('INVALID_PAYLOAD', 'prospect email not valid', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'email' }],
    });
  }
  const key = handleKey(email);
  await limitLookup(
    lookupBudgetOf(deps, now, request),
    PROSPECT_TRIAL_BUCKET,
    input.clientAddress,
    key,
  );
  const locale = request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country];
  const answer = { emailSent: true as const, maskedEmail: maskEmail(email), days: promo.days };
  const known = await identityWithEmail(deps.db, key);
  const prospect =
    known &&
    (await isPasswordless(deps.db, known.id)) &&
    (await prospectTrialOf(deps.db, known.id));
  await deps.db.transaction(async (tx) => {
    if (known && !prospect) {
      const href = new URL(SIGN_IN_PAGE_PATH, deps.config.publicUrl).toString();
      await notifyByEmail(
        tx,
        PROSPECT_TEMPLATES.alreadySignedUp,
        { emailAddress: email, identityId: known.id, locale },
        { href },
        now,
      );
      return;
    }
    let identityId = known?.id;
    if (!identityId) {
      identityId = newId('identity', now);
      await tx.insert(identities).values({
        id: identityId,
        state: 'STREAMING',
        handle: email,
        handleKey: key,
        emailAddress: email,
        emailKey: key,
        emailVerifiedAt: null,
        phoneNumber: null,
        phoneVerifiedAt: null,
        firstName: null,
        lastName: null,
        language: locale,
        country,
        accountNumber: null,
        privacyAgreements: [],
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(streamingProspectTrials).values({
        identityId,
        promoCode: promo.code,
        planCode: promo.planCode,
        startsAt: now,
        endsAt: new Date(now.getTime() + promo.days * 86_400_000),
        createdAt: now,
      });
    }
    const link = await issueLink(
      tx,
      {
        purpose: 'prospect-password',
        identityId,
        sentTo: email,
        ttlSeconds: PROSPECT_LINK_TTL_SECONDS,
      },
      now,
    );
    await notifyByEmail(
      tx,
      PROSPECT_TEMPLATES.createPassword,
      { emailAddress: email, identityId, locale },
      {
        href: createPasswordUrl(deps.config.publicUrl, link.secret),
        days: promo.days,
        planName: promo.planName,
      },
      now,
    );
  });
  return answer;
}

const invalidToken = (why: string) =>
  new AppError('INVALID_PASSWORD_RESET_TOKEN', `prospect password link refused: ${why}`);

/** The prospect a link names, usable now: INVALID_… for unknown, used or tampered, EXPIRED_… */
async function usableProspectLink(deps: OnboardingDeps, resetToken: string) {
  const found = await findLink(deps.db, 'prospect-password', resetToken, deps.clock());
  if (found.status === 'expired') {
    throw new AppError('EXPIRED_PASSWORD_RESET_TOKEN', 'prospect password link expired');
  }
  if (found.status === 'not-found') throw invalidToken('unknown or used');
  const [identity] = await deps.db
    .select()
    .from(identities)
    .where(eq(identities.id, found.link.identityId));
  if (!identity) throw invalidToken('identity gone');
  return { link: found.link, identity };
}

/**
 * `account/prospect/streaming-password-reset-token`: is the link good. Remembered on the care
 * session, so the password form may leave `resetKey` out.
 */
export async function checkProspectLink(
  deps: OnboardingDeps,
  input: { resetToken: string; session: CareSession },
): Promise<CareStreamingResetTokenResult> {
  const { link, identity } = await usableProspectLink(deps, input.resetToken);
  const trial = await prospectTrialOf(deps.db, identity.id);
  const planName = trial
    ? (await findFreeListenPromo(deps.db, trial.promoCode, identity.country === 'ca' ? 'ca' : 'us'))
        ?.planName
    : undefined;
  await rememberCheckedLink(deps.db, input.session.id, link.id, deps.clock());
  return {
    resetKey: input.resetToken,
    maskedEmail: maskEmail(identity.emailAddress ?? identity.handle),
    planName: planName ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * `account/prospect/create-streaming-password`: the prospect's first password, by the link (once:
 * the link is used up in the transaction that stores the password, so of two racing requests
 * one wins and the other is INVALID_PASSWORD_RESET_TOKEN). The password policy as at sign-up.
 */
export async function createProspectPassword(
  deps: OnboardingDeps,
  input: { request: CareCreateStreamingPasswordRequest; session: CareSession },
): Promise<CareCreateStreamingPasswordResult> {
  const now = deps.clock();
  const { link, identity } = input.request.resetKey
    ? await usableProspectLink(deps, input.request.resetKey)
    : await checkedProspectLink(deps, input.session, now);
  assertAcceptablePasswordAt(input.request.newPassword, personalDataOf(identity), 'newPassword');
  const hash = await deps.hasher.hash(input.request.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await useLink(tx, link.id, now))) throw invalidToken('used by another request');
    await savePassword(tx, identity.id, hash, now);
  });
  return { maskedEmail: maskEmail(identity.emailAddress ?? identity.handle) };
}

/** The link this care session checked, as usable as `usableProspectLink` would find it. */
async function checkedProspectLink(deps: OnboardingDeps, session: CareSession, now: Date) {
  const linkId = await checkedLinkOf(deps.db, session.id);
  if (!linkId) throw invalidToken('no link on the request or the session');
  const [link] = await deps.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.id, linkId));
  if (!link || link.usedAt || link.purpose !== 'prospect-password') throw invalidToken('used');
  if (link.expiresAt <= now) {
    throw new AppError('EXPIRED_PASSWORD_RESET_TOKEN', 'prospect password link expired');
  }
  const [identity] = await deps.db
    .select()
    .from(identities)
    .where(eq(identities.id, link.identityId));
  if (!identity) throw invalidToken('identity gone');
  return { link, identity };
}
