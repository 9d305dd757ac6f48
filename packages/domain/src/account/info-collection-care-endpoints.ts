import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careInfoCollectionPrefillSchema,
  careInfoCollectionPublishRequestSchema,
  careInfoCollectionPublishResultSchema,
  careInfoCollectionTokenRequestSchema,
} from './info-collection.ts';

/** Branded data collection (flows §7.4): a care chat's signed link and its answers. */
export const infoCollectionCareEndpoints = {
  /**
   * The link's requested fields, the known values (masked) and the chat ids.
   * INFO_COLLECTION_LINK_INVALID (400) for an altered, expired or foreign link;
   * INFO_COLLECTION_ALREADY_SUBMITTED (409) once answered.
   */
  infoCollectionPrefill: {
    method: 'POST',
    path: '/account/token/branded-data-collection',
    body: careInfoCollectionTokenRequestSchema,
    response: careInfoCollectionPrefillSchema,
    access: 'care-session',
  },
  /**
   * The answers, once per link. Field errors name the field;
   * INFO_COLLECTION_CONVERSATION_MISMATCH when the chat ids are not the link's.
   */
  publishInfoCollection: {
    method: 'POST',
    path: '/apigateway/branded-data-collection/publish',
    body: careInfoCollectionPublishRequestSchema,
    response: careInfoCollectionPublishResultSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const infoCollectionCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care info collection';
  const LINK_REFUSALS =
    'A malformed, altered or expired link, or a link of another kind: 400 ' +
    'INFO_COLLECTION_LINK_INVALID, always the same body. A link already answered: 409 ' +
    'INFO_COLLECTION_ALREADY_SUBMITTED. Rate-limited per client address ' +
    '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.';

  return {
    infoCollectionPrefill: {
      tag: TAG,
      summary: "A care chat's data-collection link → the fields it asks for and what is known",
      description:
        'Answers the fields the chat asks for (`requestedFields`, the only ones the form ' +
        'enables), what is already known of the account the link names (`knownValues`, ' +
        'masked: first name, last-name initial, masked email and phone, state, last 4 of the ' +
        'account), the masked account number (null when the link names none), the chat ids ' +
        `to send back with the answers, and the link's expiry. ${LINK_REFUSALS}`,
      errors: [400, 401, 409, 429],
    },
    publishInfoCollection: {
      tag: TAG,
      summary: "Send the answers to a care chat's data-collection link (once per link)",
      description:
        '`contextVariables` hold one `{name, value}` per requested field (firstName, lastName, ' +
        'phone, streetAddress, city, state, zip, email, esn, accountNumber, dateOfBirth), each ' +
        "checked with the host market's field rules; a field not asked for, an unknown name " +
        'or a name given twice is refused. Field errors name the field (`email`, `zip`…): 400 ' +
        'INVALID_PAYLOAD. `botId`, `conversationId` and `userId` must be those of the link: ' +
        `400 INFO_COLLECTION_CONVERSATION_MISMATCH. ${LINK_REFUSALS} The answers are kept ` +
        'normalised (phone as 10 digits, date of birth as DD/MM).',
      errors: [400, 401, 409, 429],
    },
  } satisfies CareEndpointDocs<typeof infoCollectionCareEndpoints>;
})();
