import {
  careAccountVerifyRequestSchema,
  careDeviceInfoRequestSchema,
  careDeviceInfoResultSchema,
  careErrorBodySchema,
  careFlepzRequestSchema,
  careFlepzResultSchema,
  careIdentifiedAccountSchema,
  careLicensePlateRequestSchema,
  careLicensePlateResultSchema,
  careNonPiiRequestSchema,
  careRflzRequestSchema,
  careSuccessSchema,
  careVerifyPiiDataRequestSchema,
  countryFromHost,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookUpDeviceInfo } from './look-up-device-info.ts';
import { lookUpFlepz } from './look-up-flepz.ts';
import { lookUpNonPii } from './look-up-non-pii.ts';
import { lookUpPlate } from './look-up-plate.ts';
import { lookUpRflz } from './look-up-rflz.ts';
import { verifyLpz } from './verify-lpz.ts';

const TAGS = ['care identification'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

const BUDGETS =
  'Rate-limited per client address (IDENTITY_LOOKUPS_PER_IP_PER_MINUTE) and per identifier ' +
  '(10 an hour): 429 RATE_LIMIT_EXCEEDED with Retry-After.';

/** What every lookup needs of the request: the market, the care session, the caller's address. */
function callerOf(request: FastifyRequest) {
  const session = request.careSession;
  if (!session) throw new Error('requireCareSession did not run');
  return { country: countryFromHost(request.hostname), session, clientAddress: request.ip };
}

/**
 * The account lookups of the care API (flows §1): non-PII account, FLEPZ, RFLZ, the legacy
 * plate → VIN step, device info, and LPZ verification in its two forms. Each answers masked
 * data only, records what it identified on the care session, and never tells which detail of
 * a failed lookup was wrong.
 */
export function registerCareAccountLookupRoutes(app: App, deps: IdentificationDeps): void {
  app.post(
    '/services/account/non-pii',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary:
          'The account behind a radio, masked (radio id, VIN or deviceRef; + account or name)',
        description:
          'One of `radioId` (whole), `vin` (check digit checked first) or `deviceRef` (from ' +
          'find-your-radio on this session), optionally with `accountNumber` or `lastName`; the ' +
          "radio id's last four only with one of those; or `accountNumber` + `lastName`. The " +
          'account must be in the market of the host. Records the identification on the care ' +
          'session, unverified (LPZ verification verifies it). Answers radios (last 4, type, ' +
          'vehicle, status, plan name, a deviceRef each), streaming (masked sign-in) and ' +
          '`verified`. No such radio, no account, a mismatch: 404 ACCOUNT_NOT_FOUND, one answer ' +
          `for all. ${BUDGETS}`,
        body: careNonPiiRequestSchema,
        response: {
          200: careSuccessSchema(careIdentifiedAccountSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(await lookUpNonPii(deps, { request: request.body, ...callerOf(request) }));
    },
  );

  app.post(
    '/services/identity/customer/flepz',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'The accounts matching first name, last name, email, phone and zip, masked',
        description:
          'All five must match (names without regard to case or accents, email without regard ' +
          'to case, the phone digits, the zip without spaces or its +4). A match proves last ' +
          'name, phone and zip: the identification is recorded verified and the first name is ' +
          'answered. No match: 200 with `accountsFound: 0` and empty lists. A phone that cannot ' +
          `be a North American number: 400 with field error PHONE_INVALID. ${BUDGETS.replace('identifier', 'email')}`,
        body: careFlepzRequestSchema,
        response: {
          200: careSuccessSchema(careFlepzResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(await lookUpFlepz(deps, { request: request.body, ...callerOf(request) }));
    },
  );

  app.post(
    '/services/identity/customer/rflz',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'The account of a radio (id or VIN) whose first name, last name and zip match',
        description:
          'A malformed radio id or VIN, or a VIN whose check digit fails: 400 with field error ' +
          'INVALID on `radioIdOrVin` (the used-car check code 3494), before anything is read or ' +
          'counted. No radio, no account, or details that do not match: 404 ' +
          'ACCOUNT_NOT_FOUND, one answer for all. Records the identification unverified (RFLZ ' +
          `does not prove the phone). ${BUDGETS}`,
        body: careRflzRequestSchema,
        response: {
          200: careSuccessSchema(careIdentifiedAccountSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(await lookUpRflz(deps, { request: request.body, ...callerOf(request) }));
    },
  );

  app.post(
    '/services/identity/device/license-plate',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "A licence plate → its vehicle's radio, masked, and the VIN's last four",
        description:
          'The legacy two-step plate lookup: the plate rules, the state or province of the ' +
          "host's market and `consent: true` (field error REQUIRED otherwise) are checked " +
          'before anything is read or counted. Answers as `device/validate` does plus ' +
          '`vinLastFour` and `maskedVin`; the whole VIN is never sent. Unknown plate: 404 ' +
          `DEVICE_NOT_FOUND. ${BUDGETS.replace('identifier', 'plate')}`,
        body: careLicensePlateRequestSchema,
        response: {
          200: careSuccessSchema(careLicensePlateResultSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return careOk(await lookUpPlate(deps, { request: request.body, ...callerOf(request) }));
    },
  );

  app.post(
    '/services/device/info',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "One radio's device information (type, vehicle, status, trial code), masked",
        description:
          '`radioId` whole, or its last four with the `deviceRef` this session was given for ' +
          'it (field error REQUIRED on `deviceRef` otherwise). Never names the account. ' +
          'Unknown radio, a deviceRef of another session, or last four that are not its: 404 ' +
          `DEVICE_NOT_FOUND. ${BUDGETS.replace('identifier', 'radio')}`,
        body: careDeviceInfoRequestSchema,
        response: {
          200: careSuccessSchema(careDeviceInfoResultSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { session, clientAddress } = callerOf(request);
      return careOk(
        await lookUpDeviceInfo(deps, { request: request.body, session, clientAddress }),
      );
    },
  );

  const LPZ =
    'Last name, phone and zip of the account this care session identified (a lookup first). ' +
    'A match verifies the identification: account calls that accept an identified customer ' +
    '(paying a bill) open, and the account is answered with its first name. A mismatch: 400 ' +
    'VERIFICATION_FAILED; after five within an hour (per session and per account): 429 ' +
    'RATE_LIMIT_EXCEEDED. No identification on the session, or one of another account: 404 ' +
    'ACCOUNT_NOT_FOUND.';

  app.post(
    '/services/authenticate/verify-pii-data',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "Verify the identified account's last name, phone and zip (LPZ)",
        description: `${LPZ} \`accountNumber\` or \`radioId\` (whole or last four), when sent, must name the identified account.`,
        body: careVerifyPiiDataRequestSchema,
        response: {
          200: careSuccessSchema(careIdentifiedAccountSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { lpzVerificationRequest, accountNumber, radioId, locale } = request.body;
      return careOk(
        await verifyLpz(deps, {
          request: {
            fields: lpzVerificationRequest,
            fieldPrefix: 'lpzVerificationRequest.',
            accountNumber,
            radioId,
            locale,
          },
          ...callerOf(request),
        }),
      );
    },
  );

  app.post(
    '/services/account/verify',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "Verify the identified account's last name, phone and zip (older form)",
        description: LPZ,
        body: careAccountVerifyRequestSchema,
        response: {
          200: careSuccessSchema(careIdentifiedAccountSchema),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { locale, ...fields } = request.body;
      return careOk(
        await verifyLpz(deps, {
          request: { fields, fieldPrefix: '', locale },
          ...callerOf(request),
        }),
      );
    },
  );
}
