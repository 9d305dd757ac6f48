import {
  type CareUpdateStreamingRequest,
  type CareUpdateStreamingResult,
  type Country,
  FIELD_ERROR_CODES,
  isLocale,
  maskUsername,
  normaliseRadioId,
  onboardingReasonOf,
} from '@orbit/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  identities,
  type OnboardingMatchRow,
  onboardingMatches,
  subscriberAccounts,
  subscriptions,
} from '../../db/schema/index.ts';
import { identificationOf } from '../../platform/auth/session-identification.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { planStreamingIdentity } from '../checkout/index.ts';
import { findAccount } from '../identification/index.ts';
import { savePassword } from '../identity/index.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { onboardingCandidatesOf } from './subscription-facts.ts';

const matchRequired = (why: string) =>
  new AppError('ONBOARDING_MATCH_REQUIRED', `credential setup refused: ${why}`);

/** The match the request names, among this care session's live ones only (BOLA: ADR 056). */
async function matchOf(
  deps: OnboardingDeps,
  session: CareSession,
  request: CareUpdateStreamingRequest,
  now: Date,
): Promise<OnboardingMatchRow> {
  const ofSession = and(
    eq(onboardingMatches.careSessionId, session.id),
    gt(onboardingMatches.expiresAt, now),
  );
  if (request.matchRef) {
    const [match] = await deps.db
      .select()
      .from(onboardingMatches)
      .where(and(ofSession, eq(onboardingMatches.matchRef, request.matchRef)));
    if (!match) throw matchRequired('no such match on this session');
    return match;
  }
  if (!request.radioId) {
    throw new AppError('INVALID_PAYLOAD', 'credential setup names no match', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'matchRef' }],
    });
  }
  const [match] = await deps.db
    .select()
    .from(onboardingMatches)
    .where(and(ofSession, eq(onboardingMatches.radioId, normaliseRadioId(request.radioId))))
    .orderBy(desc(onboardingMatches.createdAt))
    .limit(1);
  if (!match) throw matchRequired('radio not matched on this session');
  return match;
}

/** A radio, VIN or plate proves nothing: the session must have verified LPZ on that account. */
async function requireProof(deps: OnboardingDeps, session: CareSession, match: OnboardingMatchRow) {
  if (match.method !== 'DEVICE') return;
  const identification = await identificationOf(deps.db, session.id);
  if (identification?.accountNumber !== match.accountNumber || !identification.verifiedAt) {
    throw new AppError('VERIFICATION_REQUIRED', 'device match not proven with LPZ');
  }
}

/**
 * `account/onboarding/update-streaming` (flows §8.5 credential setup): the streaming sign-in of a
 * subscription this care session matched, created with the identity capability's rules (email,
 * username or email as login, password policy, USERNAME_IN_USE) and linked to the subscription
 * as the family streaming login is. The reason is decided again now: credentials set up
 * meanwhile (another tab, a concurrent request) answer STREAMING_CREDENTIALS_EXIST, and only
 * one of two racing requests links its sign-in.
 */
export async function setUpStreamingCredentials(
  deps: OnboardingDeps,
  input: { request: CareUpdateStreamingRequest; session: CareSession },
): Promise<CareUpdateStreamingResult> {
  const { request, session } = input;
  const now = deps.clock();
  const match = await matchOf(deps, session, request, now);
  await requireProof(deps, session, match);
  const account = await findAccount(deps.db, match.accountNumber);
  if (!account) throw matchRequired('account gone');
  const candidate = (await onboardingCandidatesOf(deps.db, [account], now)).find(
    (c) =>
      (c.subscription?.id ?? null) === match.subscriptionId &&
      (c.radio?.radioId ?? null) === match.radioId,
  );
  const reason = candidate ? onboardingReasonOf(candidate.facts, now) : 'InActive';
  if (reason === 'existingCredentials') {
    throw new AppError('STREAMING_CREDENTIALS_EXIST', 'streaming credentials already set up');
  }
  const subscriptionId = candidate?.subscription?.id;
  if (reason !== 'credentialSetup' || !subscriptionId) {
    throw new AppError('ONBOARDING_NOT_ELIGIBLE', `credential setup refused: ${reason}`);
  }
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  const identity = await planStreamingIdentity(
    deps,
    {
      emailAddress: request.email,
      firstName: account.firstName,
      lastName: account.lastName,
      login: request.username,
      password: request.password,
    },
    {
      country,
      locale: isLocale(account.language) ? account.language : 'en-US',
      phoneNumber: account.phone,
      state: 'STREAMING',
      now,
      fields: { email: 'email', login: 'username', password: 'password' },
    },
  );
  const synchronize = request.synchronizeAccountEmail === true;
  // Compare and set: a sign-in without a password (never usable) is replaced; any other change
  // since the reason was decided makes this request the loser of a race.
  const before = candidate?.subscription?.streamingIdentityId ?? null;
  const linkedBefore = before
    ? eq(subscriptions.streamingIdentityId, before)
    : isNull(subscriptions.streamingIdentityId);
  await deps.db.transaction(async (tx) => {
    await tx.insert(identities).values(identity.row);
    await savePassword(tx, identity.row.id, identity.passwordHash, now);
    const linked = await tx
      .update(subscriptions)
      .set({ streamingIdentityId: identity.row.id, updatedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), linkedBefore))
      .returning({ id: subscriptions.id });
    if (linked.length !== 1) {
      throw new AppError('STREAMING_CREDENTIALS_EXIST', 'another request set credentials up');
    }
    if (synchronize && identity.row.emailAddress) {
      await tx
        .update(subscriberAccounts)
        .set({
          email: identity.row.emailAddress,
          emailKey: identity.row.emailKey,
          updatedAt: now,
        })
        .where(eq(subscriberAccounts.accountNumber, account.accountNumber));
    }
  });
  return { maskedUsername: maskUsername(identity.row.handle), accountEmailUpdated: synchronize };
}
