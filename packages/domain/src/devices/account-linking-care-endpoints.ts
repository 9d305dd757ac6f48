import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  accountLinkAnswerResultSchema,
  accountLinkAnswerSchema,
  accountLinkRequestQuerySchema,
  accountLinkRequestSchema,
} from './account-linking.ts';

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
} satisfies CareEndpointTable;

export const accountLinkingCareEndpointDocs = {
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
} satisfies CareEndpointDocs<typeof accountLinkingCareEndpoints>;
