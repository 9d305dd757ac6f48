import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  accountLinkAnswerResultSchema,
  accountLinkAnswerSchema,
  accountLinkRequestQuerySchema,
  accountLinkRequestSchema,
} from './account-linking.ts';
import {
  alexaLinkRequestSchema,
  alexaLinkResultSchema,
  alexaLinkStateSchema,
  googleLinkRequestSchema,
  googleLinkResultSchema,
} from './alexa-linking.ts';

/**
 * The consent page of account linking (ADR 071): what a partner asks, and the customer's answer.
 * Both need a signed-in care session and the linking request's own browser (its cookie).
 */
export const accountLinkingCareEndpoints = {
  /** The partner and the scopes of this browser's linking request. ACCOUNT_LINK_REQUEST_NOT_FOUND. */
  linkRequest: {
    method: 'GET',
    path: '/account-linking/request',
    query: accountLinkRequestQuerySchema,
    response: accountLinkRequestSchema,
    access: 'signed-in',
  },
  /**
   * Approves (records the consent, links) or declines the request; answers where the browser
   * goes next. ACCOUNT_LINK_REQUEST_NOT_FOUND.
   */
  answerLinkRequest: {
    method: 'POST',
    path: '/account-linking/request',
    body: accountLinkAnswerSchema,
    response: accountLinkAnswerResultSchema,
    access: 'signed-in',
  },
  /** A fresh `state` for the Amazon popup (ADR 076), bound to this session, used once. */
  alexaLinkState: {
    method: 'POST',
    path: '/authenticate/linking/amazon/state',
    response: alexaLinkStateSchema,
    access: 'signed-in',
  },
  /**
   * Links Alexa with the popup's Amazon code (flows §8.4). SUBSCRIPTION_NOT_FOUND,
   * ALEXA_LINK_STATE_MISMATCH, ALEXA_LINK_REFUSED, ALEXA_LINK_PARTNER_UNAVAILABLE.
   */
  linkAlexa: {
    method: 'POST',
    path: '/authenticate/linking/amazon',
    body: alexaLinkRequestSchema,
    response: alexaLinkResultSchema,
    access: 'signed-in',
  },
  /** Whether the customer's Google link is live (flows §8.4, legacy). ACCOUNT_LINK_NOT_FOUND. */
  googleLink: {
    method: 'POST',
    path: '/authenticate/linking/google',
    body: googleLinkRequestSchema,
    response: googleLinkResultSchema,
    access: 'signed-in',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const accountLinkingCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    linkRequest: {
      tag: 'care devices',
      summary: 'A partner linking request awaiting consent',
      description:
        'The OAuth 2.0 provider (`/oauth`, ADR 071) sends the browser of a partner authorization ' +
        'request to the consent page with the interaction id `uid`; this answers the partner name ' +
        'and the scopes it asks (`listening`, `account_status`). The request must be this ' +
        "browser's (the provider's interaction cookie) and unexpired: 404 " +
        'ACCOUNT_LINK_REQUEST_NOT_FOUND otherwise.',
      errors: [400, 401, 404],
    },
    answerLinkRequest: {
      tag: 'care devices',
      summary: 'Approve or decline a partner linking request',
      description:
        '`approve: true` grants the partner the scopes it asked for the signed-in identity and ' +
        'records the consent (identity, partner, scopes, time); `false` answers the partner ' +
        '`access_denied`. Either way the answer is `redirectTo`, the provider URL that finishes ' +
        'the authorization and sends the browser back to the partner. A request that is not ' +
        "this browser's, already answered or expired: 404 ACCOUNT_LINK_REQUEST_NOT_FOUND.",
      errors: [400, 401, 404],
    },
    alexaLinkState: {
      tag: 'care devices',
      summary: 'Start linking Alexa: the state of the Amazon sign-in popup',
      description:
        'Answers an unguessable `state` for the Login with Amazon popup (scope ' +
        '`alexa::skills:account_linking`, the client id of the start-up config), bound to this ' +
        'care session and its signed-in identity, usable once within ten minutes by ' +
        '`authenticate/linking/amazon`. Only its hash is kept.',
      errors: [401],
    },
    linkAlexa: {
      tag: 'care devices',
      summary: 'Link Alexa with the code of the Amazon sign-in popup',
      description:
        'Alexa app-to-app account linking (ADR 076). `subscriptionId` must be a subscription of ' +
        "the signed-in customer's accounts (anyone else's, or unknown: 404 " +
        'SUBSCRIPTION_NOT_FOUND). `state` must be the one this session was given and not yet ' +
        'used (400 ALEXA_LINK_STATE_MISMATCH otherwise; it is spent either way). `redirectUri` ' +
        'must be our `amzauth` address (400 INVALID_PAYLOAD). The server trades `authCode` at ' +
        "Amazon's token endpoint, grants Alexa the `listening` and `account_status` scopes in " +
        'our OAuth provider (the consent recorded), and enables the Orbit Radio skill for that ' +
        'Amazon user with an authorization code of our provider, which Alexa redeems at ' +
        '`/oauth/token`. Amazon refusing the code or the enablement: 409 ALEXA_LINK_REFUSED; ' +
        'Amazon down or failing: 503 ALEXA_LINK_PARTNER_UNAVAILABLE. On any failure no link is ' +
        'left behind.',
      errors: [400, 401, 404, 409, 503],
    },
    googleLink: {
      tag: 'care devices',
      summary: 'Whether the customer’s Google link is live (legacy)',
      description:
        'The legacy call of the Google landing (flows §8.4). Linking Google now starts in the ' +
        'Google Home app and ends on our consent page (ADR 071), so this call links nothing: it ' +
        "answers SUCCESS with `linkedAt` when the signed-in customer has a live grant to Google's " +
        'client, else 404 ACCOUNT_LINK_NOT_FOUND. `subscriptionId` must be one of theirs (404 ' +
        'SUBSCRIPTION_NOT_FOUND otherwise).',
      errors: [400, 401, 404],
    },
  } satisfies CareEndpointDocs<typeof accountLinkingCareEndpoints>;
})();
