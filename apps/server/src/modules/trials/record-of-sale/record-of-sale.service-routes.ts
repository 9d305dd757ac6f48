import {
  recordOfSaleExistsSchema,
  recordOfSaleQuerySchema,
  recordOfSaleStatusSchema,
} from '@orbit/domain';
import { sessionOf } from '../../../platform/auth/require-access-token.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import type { TrialDeps } from '../trial-deps.ts';
import {
  recordOfSaleExists,
  recordOfSaleStatus,
  requireOwnVerifiedEmail,
} from './record-of-sale-status.ts';

const OWN_EMAIL_ONLY =
  'Only for the signed-in identity’s own verified email: any other email (or its own before ' +
  'it is verified) is 403 FORBIDDEN, so the call cannot tell who bought a car.';

/** `record-of-sale/v1/records/exists` and `…/status` (spec 001 §7), signed-in only. */
export function registerRecordOfSaleRoutes(app: App, deps: TrialDeps): void {
  const ownEmail = async (request: Parameters<typeof sessionOf>[0], email: string) =>
    requireOwnVerifiedEmail(deps.db, sessionOf(request).identityId ?? '', email);

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('recordOfSale', 'exists'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['record-of-sale'],
        summary: 'Does a vehicle’s record of sale carry this email?',
        description: OWN_EMAIL_ONLY,
        querystring: recordOfSaleQuerySchema,
        response: { 200: recordOfSaleExistsSchema },
      },
      handler: async (request) => ({
        exists: await recordOfSaleExists(deps.db, await ownEmail(request, request.query.email)),
      }),
    });

    service.route({
      ...serviceRoute('recordOfSale', 'status'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['record-of-sale'],
        summary: 'Where the latest record of sale with this email stands',
        description:
          'NONE (no record), SOLD (no trial with the car), TRIAL_OFFERED (still claimable), ' +
          `TRIAL_CLAIMED or TRIAL_EXPIRED, with the sale date and the VIN's last four. ${OWN_EMAIL_ONLY}`,
        querystring: recordOfSaleQuerySchema,
        response: { 200: recordOfSaleStatusSchema },
      },
      handler: async (request) =>
        recordOfSaleStatus(deps.db, await ownEmail(request, request.query.email), deps.clock()),
    });
  });
}
