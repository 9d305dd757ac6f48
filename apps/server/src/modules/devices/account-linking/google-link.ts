import type { GoogleLinkResult } from '@orbit/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Provider } from 'oidc-provider';
import { accountLinkEvents } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { namedSubscriptionOf } from '../../checkout/index.ts';
import type { StateHolder } from './alexa-link-states.ts';
import type { LinkingDeps } from './linking-provider.ts';

/**
 * `authenticate/linking/google` (flows §8.4, legacy). Linking Google starts in the Google Home
 * app and ends on our consent page (ADR 071): the grant is made there, so this call makes none.
 * It answers whether the customer's Google link is live — the latest consent to Google's client
 * whose grant the provider still holds — for a subscription of theirs (anyone else's: 404).
 */
export async function liveGoogleLink(
  deps: LinkingDeps,
  provider: Provider,
  holder: StateHolder,
  subscriptionId: string,
): Promise<GoogleLinkResult> {
  await namedSubscriptionOf(deps.db, subscriptionId, { ...holder, now: deps.clock() });
  const consents = await deps.db
    .select({ grantId: accountLinkEvents.grantId, at: accountLinkEvents.at })
    .from(accountLinkEvents)
    .where(
      and(
        eq(accountLinkEvents.identityId, holder.identityId),
        eq(accountLinkEvents.clientId, deps.config.accountLinking.googleClientId),
        eq(accountLinkEvents.event, 'consented'),
      ),
    )
    .orderBy(desc(accountLinkEvents.at));
  for (const consent of consents) {
    if (await provider.Grant.find(consent.grantId)) {
      return { status: 'SUCCESS', linkedAt: consent.at.toISOString() };
    }
  }
  throw new AppError('ACCOUNT_LINK_NOT_FOUND', 'no live Google link of this identity');
}
