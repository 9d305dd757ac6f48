import {
  type HumanCheckProof,
  identityGrantSchema,
  type Locale,
  magicLinkRedeemResponseSchema,
  requestAcceptedSchema,
  type Session,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';
import { completeSignIn } from './sign-in.ts';

export type MagicLinkRequestOptions = {
  language?: Locale;
  /** The solved human check, when the server asked for one (ADR 024). */
  humanCheck?: HumanCheckProof;
};

/**
 * `magic-link/v1/request`: always accepted, whether or not the email has an identity. Beyond the
 * address's send budget: 428 CAPTCHA_REQUIRED (`isHumanCheckRequired`; again with `humanCheck`).
 */
export async function requestMagicLink(
  deps: IdentityClientDeps,
  emailAddress: string,
  options: MagicLinkRequestOptions = {},
): Promise<void> {
  const body = { emailAddress, language: options.language, humanCheck: options.humanCheck };
  await deps.caller.call('magicLink', 'request', { body }, requestAcceptedSchema);
}

/**
 * Redeems the link (MAGIC_LINK_NOT_FOUND, MAGIC_LINK_EXPIRED), trades its grant at
 * `authenticate/magic-link`, then signs in.
 */
export async function redeemMagicLink(
  deps: IdentityClientDeps,
  magicLinkId: string,
): Promise<Session> {
  const { grant } = await deps.caller.call(
    'magicLink',
    'redeem',
    { pathParams: { magicLinkId } },
    magicLinkRedeemResponseSchema,
  );
  const identityGrant = await deps.caller.call(
    'identity',
    'authenticateMagicLink',
    { body: { grant } },
    identityGrantSchema,
  );
  return completeSignIn(deps, identityGrant, undefined);
}
