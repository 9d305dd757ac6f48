import { type AlexaLinkRequest, type AlexaLinkResult, FIELD_ERROR_CODES } from '@orbit/domain';
import type { Provider } from 'oidc-provider';
import { AppError } from '../../../platform/errors/app-error.ts';
import { namedSubscriptionOf } from '../../checkout/index.ts';
import { recordAlexaLink, type StateHolder, spendAlexaLinkState } from './alexa-link-states.ts';
import type { AmazonOutcome, AmazonPartner } from './amazon-partner.ts';
import { grantLink } from './link-consent.ts';
import { type LinkingDeps, partnerApiOf, scopesAllowed } from './linking-provider.ts';

/** Amazon's refusal or silence as the care API answers it. */
function amazonFailure(outcome: Exclude<AmazonOutcome<unknown>, { ok: true }>, what: string) {
  return outcome.why === 'refused'
    ? new AppError('ALEXA_LINK_REFUSED', `Amazon refused the ${what}`)
    : new AppError('ALEXA_LINK_PARTNER_UNAVAILABLE', `Amazon failed the ${what}`);
}

/**
 * An authorization code of our provider for Alexa, minted for the grant the customer gave on our
 * page — what Alexa's app-to-app linking hands the skill-enablement call instead of sending the
 * customer through our authorization endpoint. The library's own model: single use, its 60
 * seconds, bound to Alexa's client and its registered redirect URI, redeemed at `/oauth/token`
 * with Alexa's secret like any code. No PKCE challenge: Alexa's enablement call carries no
 * verifier (ADR 076).
 */
async function alexaAuthorizationCode(
  deps: LinkingDeps,
  provider: Provider,
  link: { identityId: string; grantId: string; scope: string; redirectUri: string },
): Promise<string> {
  const client = await provider.Client.find(deps.config.accountLinking.amazon.alexaClientId);
  if (!client) throw new AppError('SERVICE_UNAVAILABLE', 'Alexa is not a configured partner');
  const code = new provider.AuthorizationCode({
    accountId: link.identityId,
    client,
    grantId: link.grantId,
    redirectUri: link.redirectUri,
    resource: partnerApiOf(deps.config),
    scope: link.scope,
    gty: 'authorization_code',
  });
  return code.save();
}

/**
 * `authenticate/linking/amazon` (flows §8.4, ADR 076): the caller's subscription, the popup's
 * state spent, Amazon's code traded, the link granted in our provider with the consent recorded,
 * and Alexa's skill enabled with our code. Anything failing after the grant revokes it: no link
 * is left that Amazon does not know of.
 */
export async function linkAlexa(
  deps: LinkingDeps,
  provider: Provider,
  amazon: AmazonPartner,
  holder: StateHolder,
  request: AlexaLinkRequest,
): Promise<AlexaLinkResult> {
  const settings = deps.config.accountLinking.amazon;
  // Anyone else's subscription is answered as one that does not exist (BOLA).
  const { subscription } = await namedSubscriptionOf(deps.db, request.subscriptionId, {
    ...holder,
    now: deps.clock(),
  });
  const subscriptionId = subscription.id;
  if (!settings.redirectUris.includes(request.redirectUri)) {
    throw new AppError('INVALID_PAYLOAD', 'not our amzauth address', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'redirectUri' }],
    });
  }
  const spent = await spendAlexaLinkState(deps.db, deps.clock(), holder, {
    state: request.state,
    subscriptionId,
  });
  if (!spent) throw new AppError('ALEXA_LINK_STATE_MISMATCH', 'state not of this session');
  if (!settings.clientSecret) {
    throw new AppError('ALEXA_LINK_PARTNER_UNAVAILABLE', 'AMAZON_CLIENT_SECRET is not set');
  }

  const token = await amazon.exchangeCode({
    code: request.authCode,
    redirectUri: request.redirectUri,
  });
  if (!token.ok) throw amazonFailure(token, 'sign-in code');

  const alexa = await provider.Client.find(settings.alexaClientId);
  const alexaRedirectUri = alexa?.redirectUris?.[0];
  if (!alexa || !alexaRedirectUri) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Alexa is not a configured partner');
  }
  const scopes = scopesAllowed(alexa.scope);
  const grantId = await grantLink(deps, provider, {
    identityId: holder.identityId,
    clientId: settings.alexaClientId,
    scopes,
  });
  try {
    const authCode = await alexaAuthorizationCode(deps, provider, {
      identityId: holder.identityId,
      grantId,
      scope: scopes.join(' '),
      redirectUri: alexaRedirectUri,
    });
    const enabled = await amazon.enableSkill({
      accessToken: token.value.accessToken,
      authCode,
      redirectUri: alexaRedirectUri,
    });
    if (!enabled.ok) throw amazonFailure(enabled, 'skill enablement');
    await recordAlexaLink(deps.db, deps.clock(), request.state, {
      amazonUserId: enabled.value.amazonUserId,
      grantId,
    });
  } catch (error) {
    // The grant goes with its code and any tokens Alexa got, audited as revoked.
    await (await provider.Grant.find(grantId))?.destroy();
    throw error;
  }
  return { status: 'SUCCESS' };
}
