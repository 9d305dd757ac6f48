import {
  accountDeviceRefRequestSchema,
  careDeviceLookupResultSchema,
  careSuccessSchema,
} from '@orbit/domain';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import type { AccountDeps } from './account-deps.ts';
import { ACCOUNT_TAGS, accountErrors } from './account-routes.care.ts';
import { deviceRefOfDevice } from './device-ref-of-device.ts';

/** `POST /services/account/device-ref`: a radio of the owner's account as a checkout `deviceRef`. */
export function registerDeviceRefRoute(app: App, deps: AccountDeps): void {
  app.post(
    '/services/account/device-ref',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ACCOUNT_TAGS,
        summary: 'A radio of the account, by device id, as a deviceRef for the checkout',
        description:
          'Signed-in owner only (401 UNAUTHENTICATED_CUSTOMER otherwise, an identified session ' +
          'included); an account that is not the caller’s: 404 ACCOUNT_NOT_FOUND. `deviceId` ' +
          'from the account view; one of another account, or unknown: 404 DEVICE_NOT_FOUND. ' +
          'Answers as `device/validate` does: the last 4 of the radio id, the vehicle, the ' +
          'status, `cardOnFile`, and an opaque `deviceRef` valid for 30 minutes on this care ' +
          'session only (offers/customer, quotes/quote, purchase/add-subscription, ' +
          'purchase/change-subscription).',
        body: accountDeviceRefRequestSchema,
        response: {
          200: careSuccessSchema(careDeviceLookupResultSchema),
          ...accountErrors(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = request.careSession;
      if (!session) throw new Error('requireCareSession did not run');
      const access = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      return careOk(
        await deviceRefOfDevice(deps, access, { deviceId: request.body.deviceId, session }),
      );
    },
  );
}
