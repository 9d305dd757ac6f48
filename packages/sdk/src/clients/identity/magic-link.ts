import {
  identityGrantSchema,
  type Locale,
  magicLinkRedeemResponseSchema,
  requestAcceptedSchema,
  type Session,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';
import { completeSignIn } from './sign-in.ts';

/** `magic-link/v1/request`: always accepted, whether or not the email has an identity. */
export async function requestMagicLink(
  deps: IdentityClientDeps,
  emailAddress: string,
  options: { language?: Locale } = {},
): Promise<void> {
  await deps.caller.call(
    'magicLink',
    'request',
    { body: { emailAddress, ...(options.language ? { language: options.language } : {}) } },
    requestAcceptedSchema,
  );
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
