import {
  type HumanCheckProof,
  handleKey,
  isValidEmailAddress,
  type Locale,
  type MagicLinkRedeemResponse,
  magicLinkUrl,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findIdentityByHandle } from './identity-store.ts';
import { notifyByEmail } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';
import { findLink, issueLink, useLink } from './one-time-links.ts';
import { limitSendsOrAskForCheck } from './throttles.ts';
import { issueVerificationGrant } from './verification-grants.ts';

/**
 * `magic-link/v1/request`: emails a sign-in link when the address belongs to an identity. The
 * answer and the send limit are the same either way, so it tells nobody whether it does.
 */
export async function requestMagicLink(
  deps: IdentityDeps,
  request: { emailAddress: string; language: Locale; humanCheck?: HumanCheckProof | undefined },
): Promise<void> {
  const email = request.emailAddress.trim();
  // A lookup: any address either market accepts (Canada's rule is the wider one).
  if (!isValidEmailAddress(email, 'ca')) throw new AppError('EMAIL_INVALID', 'Magic link email');
  await limitSendsOrAskForCheck(deps, handleKey(email), request.humanCheck);
  const identity = await findIdentityByHandle(deps.db, email);
  if (!identity?.emailAddress || handleKey(identity.emailAddress) !== handleKey(email)) return;
  const emailAddress = identity.emailAddress;
  const now = deps.clock();
  const ttlSeconds = deps.config.identity.magicLinkTtlSeconds;
  await deps.db.transaction(async (tx) => {
    const { secret } = await issueLink(
      tx,
      { purpose: 'magic-link', identityId: identity.id, sentTo: emailAddress, ttlSeconds },
      now,
    );
    await notifyByEmail(
      tx,
      TEMPLATES.magicLink,
      { identityId: identity.id, locale: request.language, emailAddress },
      { href: magicLinkUrl(deps.config.publicUrl, secret), minutes: Math.ceil(ttlSeconds / 60) },
      now,
    );
  });
}

/**
 * `magic-link/v1/redeem/{magicLinkId}`: once, before it expires. Answers the magic-link grant,
 * which identity/v1/authenticate/magic-link turns into a sign-in.
 */
export async function redeemMagicLink(
  deps: IdentityDeps,
  magicLinkId: string,
): Promise<MagicLinkRedeemResponse> {
  const now = deps.clock();
  const found = await findLink(deps.db, 'magic-link', magicLinkId, now);
  if (found.status === 'expired') throw new AppError('MAGIC_LINK_EXPIRED', 'Magic link expired');
  if (found.status === 'not-found') throw new AppError('MAGIC_LINK_NOT_FOUND', 'No such link');
  return deps.db.transaction(async (tx) => {
    if (!(await useLink(tx, found.link.id, now))) {
      throw new AppError('MAGIC_LINK_NOT_FOUND', 'Link used by a concurrent request');
    }
    return issueVerificationGrant(
      tx,
      {
        kind: 'magic-link',
        identityId: found.link.identityId,
        purpose: 'SIGN_IN',
        otpOption: 'EMAIL',
        destination: found.link.sentTo,
      },
      now,
    );
  });
}
