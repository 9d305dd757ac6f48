import {
  accountDeviceSchema,
  addressValidationResultSchema,
  type Country,
  careAccountSchema,
  careSuccessSchema,
  contactPreferencesRequestSchema,
  contactPreferencesSchema,
  removeDeviceRequestSchema,
  removeDeviceResultSchema,
  updateBillingInfoRequestSchema,
  updateCustomerInfoRequestSchema,
  updateNicknameRequestSchema,
  validateAddressRequestSchema,
} from '@orbit/domain';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { type AccountAccess, accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { ACCOUNT_TAGS, accountErrors } from './account-routes.care.ts';
import { contactPreferences } from './contact-preferences.ts';
import { removeDevice } from './remove-device.ts';
import { renameDevice } from './rename-device.ts';
import { updateBillingInfo, updateCustomerInfo } from './update-contact-details.ts';
import { validateAddress } from './validate-address.ts';

const OWNER_ONLY =
  'Signed-in owner only (401 UNAUTHENTICATED_CUSTOMER otherwise); an account that is not the ' +
  'caller’s: 404 ACCOUNT_NOT_FOUND.';

/** What an owner-only call declares: its OpenAPI text, its body and the payload it answers. */
interface OwnerCallSchema<B extends z.ZodType, R extends z.ZodType> {
  summary: string;
  /** Follows the owner-only rule in the OpenAPI description. */
  description: string;
  body: B;
  result: R;
  errors: number[];
}

/** The account-management calls of the account area (flows §7.1). */
export function registerAccountManagementRoutes(app: App, deps: AccountDeps): void {
  /**
   * A POST that only the signed-in owner may make, on their account (`accountNumber` picks one):
   * `run` answers it with the caller's access and the body.
   */
  const ownerCall = <
    B extends z.ZodType<{ accountNumber?: string | undefined }>,
    R extends z.ZodType,
  >(
    path: string,
    schema: OwnerCallSchema<B, R>,
    run: (access: AccountAccess, body: z.output<B>) => Promise<z.output<R>>,
  ) =>
    app.post(
      path,
      {
        preHandler: requireCareSession,
        // Generic schemas leave Fastify unable to type body and reply: `run`'s types stand in.
        schema: {
          tags: ACCOUNT_TAGS,
          summary: schema.summary,
          description: `${OWNER_ONLY} ${schema.description}`,
          body: schema.body,
          response: {
            200: careSuccessSchema(schema.result),
            ...accountErrors(...schema.errors),
          },
        } as FastifySchema,
      },
      async (request, reply) => {
        noStore(reply);
        const body = request.body as z.output<B>;
        const access = await accountAccessOf(deps.db, request, {
          accountNumber: body.accountNumber,
          allowIdentified: false,
        });
        return careOk(await run(access, body));
      },
    );

  ownerCall(
    '/services/account-mgmt/update-nickname',
    {
      summary: 'Name a radio of the account',
      description:
        'The radio by `deviceId` (from the account view) or by a `subscriptionId` on it, exactly ' +
        'one. `nickName`: 1–30 characters, no control characters. Unknown: 404 DEVICE_NOT_FOUND ' +
        'or SUBSCRIPTION_NOT_FOUND.',
      body: updateNicknameRequestSchema,
      result: accountDeviceSchema,
      errors: [400, 401, 404],
    },
    (access, body) => renameDevice(deps, access, body),
  );

  ownerCall(
    '/services/account-mgmt/remove-device',
    {
      summary: 'Take a radio with no running subscription off the account',
      description:
        '`deviceId` from the account view; `reason` one of VEHICLE_SOLD_OR_TRADED, ' +
        'RADIO_LOST_BROKEN_OR_STOLEN, RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED, OTHER. An Active or ' +
        'Suspended radio: 409 DEVICE_HAS_ACTIVE_SUBSCRIPTION. The removal is recorded and the ' +
        'radio released.',
      body: removeDeviceRequestSchema,
      result: removeDeviceResultSchema,
      errors: [400, 401, 404, 409],
    },
    (access, body) => removeDevice(deps, access, body),
  );

  ownerCall(
    '/services/account-mgmt/update-customer-info',
    {
      summary: 'Change names, email, phone and the service address',
      description:
        "Field rules of the account's market (flows §0), field errors by path. The service " +
        'address keeps its zip (400 SERVICE_ADDRESS_ZIP_MISMATCH on `serviceAddress.zip`); its ' +
        'state is taken only in Canada (a province its postal code may have). ' +
        '`billingAddressSameAsService` copies it to the billing address. Answers the account.',
      body: updateCustomerInfoRequestSchema,
      result: careAccountSchema,
      errors: [400, 401, 404],
    },
    (access, body) => updateCustomerInfo(deps, access, body),
  );

  ownerCall(
    '/services/account-mgmt/update-billing-info',
    {
      summary: 'Change the billing address',
      description: "Address rules of the account's market. Answers the account.",
      body: updateBillingInfoRequestSchema,
      result: careAccountSchema,
      errors: [400, 401, 404],
    },
    (access, body) => updateBillingInfo(deps, access, body),
  );

  ownerCall(
    '/services/account-mgmt/contact-preferences',
    {
      summary: 'Read (and with `update`, change) the marketing opt-ins and preferred language',
      description:
        'Also lists the do-not-call registrations of the account or its phone, with the date ' +
        'calls stop by. A language the market does not speak: 400 on ' +
        '`update.preferredLanguage`.',
      body: contactPreferencesRequestSchema,
      result: contactPreferencesSchema,
      errors: [400, 401, 404],
    },
    (access, body) => contactPreferences(deps, access, body),
  );

  app.post(
    '/services/validate/address',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ACCOUNT_TAGS,
        summary: 'Check and standardise an address',
        description:
          'For the signed-in owner or a verified identified session of an account. The zip must ' +
          'have its country’s shape and region; the state (code or name) and, where known, the ' +
          'city must agree with it. `verified`/`valid` with the standardised address, ' +
          '`interactionRequired`/`notValid` with a suggestion, `none`/`notValid` for a zip of ' +
          'no region; a country we cannot judge, or any failure: `none`/`valid`.',
        body: validateAddressRequestSchema,
        response: {
          200: careSuccessSchema(addressValidationResultSchema),
          ...accountErrors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: true,
      });
      return careOk(validateAddress(request.body.address, access.account.country as Country));
    },
  );
}
