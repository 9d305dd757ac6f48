import {
  careCustomerEmailRequestSchema,
  careCustomerEmailResultSchema,
  careDeviceLookupRequestSchema,
  careDeviceLookupResultSchema,
  careErrorBodySchema,
  careStreamingProspectRequestSchema,
  careStreamingProspectResultSchema,
  careSuccessSchema,
  careTokenEntryRequestSchema,
  careTokenEntryResultSchema,
  countryFromHost,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { enterByToken } from './enter-by-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookUpDevice } from './look-up-device.ts';
import { lookUpEmail } from './look-up-email.ts';
import { readStreamingProspect } from './streaming-prospect.ts';

const TAGS = ['care identification'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/**
 * The identification capability on the care API: find-your-radio, link tokens (targeted
 * satellite links, streaming prospect links), the email lookup.
 */
export function registerCareIdentificationRoutes(app: App, deps: IdentificationDeps): void {
  app.post(
    '/services/device/validate',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Find a radio by radio id, VIN, or licence plate with state and consent',
        description:
          'Exactly one of `radioId`, `vin`, or `licensePlate` + `state` + `consent: true`. The VIN ' +
          'check digit (field error CHECK_DIGIT), the plate rules and the consent (field error ' +
          'REQUIRED on `consent`) are checked before any lookup. Rate-limited per client address ' +
          '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE) and per radio, VIN or plate (10 an hour). ' +
          'Unknown: 404 DEVICE_NOT_FOUND. Answers the last 4 of the radio id, the vehicle, the ' +
          'status and an opaque `deviceRef` valid for 30 minutes on this care session only; ' +
          '`cardOnFile` only for the account owner signed in on this session.',
        body: careDeviceLookupRequestSchema,
        response: {
          200: careSuccessSchema(careDeviceLookupResultSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = request.careSession;
      if (!session) throw new Error('requireCareSession did not run');
      return careOk(
        await lookUpDevice(deps, {
          request: request.body,
          country: countryFromHost(request.hostname),
          session,
          clientAddress: request.ip,
        }),
      );
    },
  );

  app.post(
    '/services/identification/token',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A targeted link's token → its radio, masked, and the link's program code",
        description:
          'Tokenized entry (flows §1.5): `tokenType` is the type of the query parameter the token ' +
          'came in (`tkn`/`token`/`dtok` → SALES_AUDIO, `atok` → ACCOUNT). A SALES token names a ' +
          'radio; an ACCOUNT token names an account, answered with its first radio without an ' +
          'active paid subscription, else its first radio. Answers as `device/validate` does ' +
          '(a fresh `deviceRef` for this care session) plus `programCode`. A malformed, tampered, ' +
          'expired or foreign token, a token of another type (a streaming prospect token too), or ' +
          'one naming a radio or account we do not know: 400 INVALID_TOKEN, always the same body. ' +
          'Rate-limited per client address ' +
          '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.',
        body: careTokenEntryRequestSchema,
        response: {
          200: careSuccessSchema(careTokenEntryResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = request.careSession;
      if (!session) throw new Error('requireCareSession did not run');
      return careOk(
        await enterByToken(deps, { request: request.body, session, clientAddress: request.ip }),
      );
    },
  );

  app.post(
    '/services/account/token/streaming',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A streaming prospect link's token → the email to prefill and its program code",
        description:
          'Flows §2.1 step 5: `tokenType` is the type of the query parameter the token came in ' +
          '(`tkn` → PROSPECT_USERNAME, `cnatkn` → STREAMING_WINBACK); both carry a PROSPECT ' +
          'token. Answers its email (lower-case) and `programCode` (null when the link has none). ' +
          'A malformed, tampered, expired or foreign token, or a targeted satellite link token: ' +
          '400 INVALID_TOKEN, always the same body. Rate-limited per client address ' +
          '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE): 429 RATE_LIMIT_EXCEEDED with Retry-After.',
        body: careStreamingProspectRequestSchema,
        response: {
          200: careSuccessSchema(careStreamingProspectResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(
        await readStreamingProspect(deps, { request: request.body, clientAddress: request.ip }),
      );
    },
  );

  app.post(
    '/services/identity/customer/email',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'What subscriptions an email already has, masked',
        description:
          "Active subscriptions of the accounts with this email in the host's market: those " +
          'with streaming (masked email, plan name, subscription id) and those in a trial (also ' +
          'the last 4 of the radio). An unknown email has none. Trials of one account identify ' +
          'it on this care session, not verified (method EMAIL): `authenticate/verify-pii-data` ' +
          'can then prove last name, phone and zip for it. Rate-limited per client address ' +
          '(IDENTITY_LOOKUPS_PER_IP_PER_MINUTE) and per email (10 an hour): 429 ' +
          'RATE_LIMIT_EXCEEDED with Retry-After.',
        body: careCustomerEmailRequestSchema,
        response: {
          200: careSuccessSchema(careCustomerEmailResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = request.careSession;
      if (!session) throw new Error('requireCareSession did not run');
      return careOk(
        await lookUpEmail(deps, {
          email: request.body.email,
          country: countryFromHost(request.hostname),
          clientAddress: request.ip,
          session,
        }),
      );
    },
  );
}
