import type { AccountLinkRequest, AccountLinkScope } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { AppError } from '../../../platform/errors/app-error.ts';
import { recordConsent } from './link-events.ts';
import { type LinkingDeps, partnerApiOf, scopesAllowed } from './linking-provider.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The web of a care call as the provider reads it: its cookies are the browser's. */
type CareExchange = { request: FastifyRequest; reply: FastifyReply };

function requestNotFound(why: string): AppError {
  return new AppError('ACCOUNT_LINK_REQUEST_NOT_FOUND', why);
}

/**
 * The linking request `uid`, if it is this browser's: the provider finds it by its interaction
 * cookie (signed, set when this browser reached the authorization endpoint), so a request id
 * passed to another browser opens nothing there. Already answered or expired: not found.
 */
async function pendingInteraction(
  provider: Provider,
  exchange: CareExchange,
  uid: string,
): Promise<Interaction> {
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(exchange.request.raw, exchange.reply.raw);
  } catch {
    throw requestNotFound('no interaction of this browser');
  }
  if (interaction.uid !== uid) throw requestNotFound('the interaction of this browser is another');
  if (interaction.result) throw requestNotFound('the interaction was answered');
  return interaction;
}

async function partnerOf(provider: Provider, interaction: Interaction) {
  const clientId = String(interaction.params.client_id ?? '');
  const client = await provider.Client.find(clientId);
  if (!client) throw requestNotFound('the partner is no longer configured');
  const scopes = scopesAllowed(String(interaction.params.scope ?? ''), client.scope);
  return { clientId, partnerName: client.clientName ?? clientId, scopes };
}

/** What the consent page shows: the partner and what it asks to do. */
export async function linkRequestOf(
  provider: Provider,
  exchange: CareExchange,
  uid: string,
): Promise<AccountLinkRequest> {
  return partnerOf(provider, await pendingInteraction(provider, exchange, uid));
}

/**
 * A link: the provider's grant of `scopes` to the partner for the identity, and the customer's
 * consent recorded (who, which partner, which scopes, when). Answers the grant id.
 */
export async function grantLink(
  deps: LinkingDeps,
  provider: Provider,
  link: { identityId: string; clientId: string; scopes: readonly AccountLinkScope[] },
): Promise<string> {
  const grant = new provider.Grant({ accountId: link.identityId, clientId: link.clientId });
  // The provider counts the scopes it names as granted (its consent check), and the partner
  // API's as what the access token carries.
  grant.addOIDCScope(link.scopes.join(' '));
  grant.addResourceScope(partnerApiOf(deps.config), link.scopes.join(' '));
  const grantId = await grant.save();
  await recordConsent(deps.db, deps.clock(), { ...link, scopes: [...link.scopes], grantId });
  return grantId;
}

/**
 * The customer's answer. Approve: a grant of the asked scopes to the signed-in identity, the
 * consent recorded, and the provider told who signed in and which grant; decline: the partner
 * is answered `access_denied`. Either way the provider URL the browser goes to next.
 */
export async function answerLinkRequest(
  deps: LinkingDeps,
  provider: Provider,
  exchange: CareExchange,
  answer: { uid: string; approve: boolean; identityId: string },
): Promise<{ redirectTo: string }> {
  const interaction = await pendingInteraction(provider, exchange, answer.uid);
  const { request, reply } = exchange;
  if (!answer.approve) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The customer declined to link the account.' },
      { mergeWithLastSubmission: false },
    );
    return { redirectTo };
  }
  const { clientId, scopes } = await partnerOf(provider, interaction);
  const grantId = await grantLink(deps, provider, {
    identityId: answer.identityId,
    clientId,
    scopes,
  });
  const redirectTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: answer.identityId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
  return { redirectTo };
}
