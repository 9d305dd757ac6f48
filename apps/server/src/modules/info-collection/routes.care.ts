import {
  careErrorBodySchema,
  careInfoCollectionPrefillSchema,
  careInfoCollectionPublishRequestSchema,
  careInfoCollectionPublishResultSchema,
  careInfoCollectionTokenRequestSchema,
  careSuccessSchema,
  countryFromHost,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';
import { prefillOfLink } from './link-prefill.ts';
import { publishAnswers } from './publish-answers.ts';

const TAGS = ['care info collection'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

const LINK_REFUSALS =
  'A malformed, altered or expired link, or a link of another kind: 400 ' +
  'INFO_COLLECTION_LINK_INVALID, always the same body. A link already answered: 409 ' +
  'INFO_COLLECTION_ALREADY_SUBMITTED. Rate-limited per client address ' +
  '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.';

/** Branded data collection on the care API (flows §7.4): read a chat's link, send its answers. */
export function registerCareInfoCollectionRoutes(app: App, deps: InfoCollectionDeps): void {
  app.post(
    '/services/account/token/branded-data-collection',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A care chat's data-collection link → the fields it asks for and what is known",
        description:
          'Answers the fields the chat asks for (`requestedFields`, the only ones the form ' +
          'enables), what is already known of the account the link names (`knownValues`, ' +
          'masked: first name, last-name initial, masked email and phone, state, last 4 of the ' +
          'account), the masked account number (null when the link names none), the chat ids ' +
          `to send back with the answers, and the link's expiry. ${LINK_REFUSALS}`,
        body: careInfoCollectionTokenRequestSchema,
        response: {
          200: careSuccessSchema(careInfoCollectionPrefillSchema),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(
        await prefillOfLink(deps, { token: request.body.token, clientAddress: request.ip }),
      );
    },
  );

  app.post(
    '/services/apigateway/branded-data-collection/publish',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "Send the answers to a care chat's data-collection link (once per link)",
        description:
          '`contextVariables` hold one `{name, value}` per requested field (firstName, lastName, ' +
          'phone, streetAddress, city, state, zip, email, esn, accountNumber, dateOfBirth), each ' +
          "checked with the host market's field rules; a field not asked for, an unknown name " +
          'or a name given twice is refused. Field errors name the field (`email`, `zip`…): 400 ' +
          'INVALID_PAYLOAD. `botId`, `conversationId` and `userId` must be those of the link: ' +
          `400 INFO_COLLECTION_CONVERSATION_MISMATCH. ${LINK_REFUSALS} The answers are kept ` +
          'normalised (phone as 10 digits, date of birth as DD/MM).',
        body: careInfoCollectionPublishRequestSchema,
        response: {
          200: careSuccessSchema(careInfoCollectionPublishResultSchema),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(
        await publishAnswers(deps, {
          request: request.body,
          country: countryFromHost(request.hostname),
          clientAddress: request.ip,
        }),
      );
    },
  );
}
