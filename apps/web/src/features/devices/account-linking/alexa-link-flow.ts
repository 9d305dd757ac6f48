import {
  ALEXA_ACCOUNT_LINKING_SCOPE,
  AMZAUTH_PATH,
  type AmzauthMessage,
  amzauthMessageSchema,
} from '@orbit/domain';

export const ALEXA_PATH = '/subscribe/linking/device-link-amazon';

/** Why a link was not made, as the error page tells it (ADR 076). */
export const ALEXA_FAILURES = ['declined', 'expired', 'refused', 'unavailable', 'failed'] as const;
export type AlexaFailure = (typeof ALEXA_FAILURES)[number];

const FAILURE_OF_CODE: Record<string, AlexaFailure> = {
  ALEXA_LINK_STATE_MISMATCH: 'expired',
  ALEXA_LINK_REFUSED: 'refused',
  ALEXA_LINK_PARTNER_UNAVAILABLE: 'unavailable',
};

/** The error page's reason for a refused or failed `authenticate/linking/amazon`. */
export function alexaFailureOf(code: string, kind: string): AlexaFailure {
  return FAILURE_OF_CODE[code] ?? (kind === 'unavailable' ? 'unavailable' : 'failed');
}

export function alexaErrorPath(reason: AlexaFailure): string {
  return `${ALEXA_PATH}/error?${new URLSearchParams({ reason })}`;
}

/** Our `amzauth` on this site: where Amazon sends the popup back. */
export function amzauthUrl(origin: string): string {
  return `${origin}${AMZAUTH_PATH}`;
}

/** The Login with Amazon page the popup opens (flows §8.4: client id from the start-up config). */
export function amazonLoginUrl(
  loginPage: string,
  link: { clientId: string; state: string; redirectUri: string },
): string {
  const url = new URL(loginPage);
  url.searchParams.set('client_id', link.clientId);
  url.searchParams.set('scope', ALEXA_ACCOUNT_LINKING_SCOPE);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', link.state);
  url.searchParams.set('redirect_uri', link.redirectUri);
  return url.href;
}

/**
 * The popup's answer, if this message is one: from our own origin, from the popup we opened, in
 * the shape `amzauth` posts, for the state we are waiting on. Anything else is ignored.
 */
export function popupAnswerOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; popup: unknown; state: string },
): AmzauthMessage | undefined {
  if (event.origin !== expected.origin || event.source !== expected.popup) return undefined;
  const answer = amzauthMessageSchema.safeParse(event.data);
  if (!answer.success || answer.data.state !== expected.state) return undefined;
  return answer.data;
}
