import {
  b2bTrialClaimedSchema,
  detailedVehicleStateSchema,
  magicLinkGrantRequestSchema,
  requestVehicleMagicLinkSchema,
  salStatusQuerySchema,
  salStatusResponseSchema,
  vehicleMagicLinkGrantSchema,
  vehicleMagicLinkRedeemParamsSchema,
  vehicleMagicLinkRequestedSchema,
} from '@orbit/domain';
import { sessionOf } from '../../../platform/auth/require-access-token.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { serviceCallerOf } from '../../../platform/idempotency/caller-scope.ts';
import { answerIdempotently } from '../../../platform/idempotency/idempotent-request.ts';
import { findRadioById } from '../../identification/index.ts';
import { detailedVehicleStateOf } from '../orchestration/detailed-vehicle-state.ts';
import { claimTrialByLink } from './claim-by-link.ts';
import { requestVehicleMagicLink } from './request-vehicle-link.ts';
import { salStatusOf } from './sal-status.ts';
import { linkOfGrant, redeemVehicleLink } from './vehicle-link-store.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

const GRANT =
  'The magic-link grant is what `magic-link/v1/vehicle/redeem/{magicLinkId}` answered; unknown ' +
  'or past its hour: 401 INVALID_MAGIC_LINK_GRANT.';

/**
 * A vehicle's magic link (ADR 055): redeem, request, the detailed state it hands off, its SAL
 * status and the trial claim.
 */
export function registerVehicleLinkServiceRoutes(app: App, deps: VehicleLinkDeps): void {
  const { db, clock } = deps;
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('vehicleMagicLink', 'redeem'),
      config: { access: 'session' },
      schema: {
        tags: ['magic-link'],
        summary: 'Redeem a vehicle’s magic link for its grant, once',
        description:
          'The `ml` id of the device-linking page’s URL. Unknown: 404 MAGIC_LINK_NOT_FOUND; ' +
          'redeemed before: 410 MAGIC_LINK_ALREADY_USED; past its 72 hours: 410 ' +
          'MAGIC_LINK_EXPIRED. The grant lasts an hour.',
        params: vehicleMagicLinkRedeemParamsSchema,
        response: { 200: vehicleMagicLinkGrantSchema },
        errors: [404, 410, 429],
      },
      handler: (request) => redeemVehicleLink(db, request.params.magicLinkId, clock()),
    });

    service.route({
      ...serviceRoute('clientOrchestration', 'requestMagicLink'),
      config: { access: 'session' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'Email a new magic link for a vehicle to its record of sale’s address',
        description:
          'Exactly one of `radioId`, `vin` or an earlier `magicLinkId` (expired or used). Always ' +
          '`{accepted: true}`: whether the vehicle exists or its sale has an email is never said ' +
          '(ADR 025). Beyond the vehicle’s send budget: 428 CAPTCHA_REQUIRED (send `humanCheck`).',
        body: requestVehicleMagicLinkSchema,
        response: { 200: vehicleMagicLinkRequestedSchema },
        errors: [428, 429],
      },
      handler: async (request) => {
        await requestVehicleMagicLink(deps, request.body);
        return { accepted: true as const };
      },
    });

    service.route({
      ...serviceRoute('clientOrchestration', 'detailedStateHandoff'),
      config: { access: 'session' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'The vehicle of a magic link, with its trial and days left',
        description: `${GRANT} A radio no lifecycle state fits: 404 VEHICLE_NOT_FOUND.`,
        body: magicLinkGrantRequestSchema,
        response: { 200: detailedVehicleStateSchema },
        errors: [401, 404, 429],
      },
      handler: async (request) => {
        const now = clock();
        const link = await linkOfGrant(db, request.body.magicLinkGrant, now);
        const radio = await findRadioById(db, link.radioId);
        if (!radio) throw new AppError('VEHICLE_NOT_FOUND', `radio ${link.radioId} gone`);
        return detailedVehicleStateOf(db, radio, now);
      },
    });

    service.route({
      ...serviceRoute('identitySal', 'salStatus'),
      config: { access: 'session' },
      schema: {
        tags: ['identity'],
        summary: 'What a vehicle magic link’s email allows (self-service activation link status)',
        description:
          'SUB_UNCLAIMED_EMAIL_AVAILABLE (no identity has the email), ' +
          '…_SIGNIN_TO_REUSE_EMAIL (an identity of the vehicle’s market has it), ' +
          'SUB_UNCLAIMED_NO_EMAIL (the sale has none), SUB_UNCLAIMED_EMAIL_TAKEN (an identity of ' +
          'the other market has it), each with the link’s `emailAddress`; SUB_CLAIMED (claimed ' +
          'through this link) with an identity grant for session/v1/sessions/authenticated. A ' +
          'vehicle that is not an unclaimed running trial: 409 INVALID_SAL_STATUS. Only the ' +
          `link’s holder learns whether its email has an identity (ADR 025, ADR 055). ${GRANT}`,
        querystring: salStatusQuerySchema,
        response: { 200: salStatusResponseSchema },
        errors: [401, 404, 409, 429],
      },
      handler: (request) => salStatusOf(deps, request.query.magicLinkGrant),
    });

    service.route({
      ...serviceRoute('identitySal', 'b2bTrialClaim'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['identity'],
        summary: 'Claim a magic link’s vehicle trial for the signed-in identity',
        description:
          'Idempotency-Key required (the SDK sends one). Onboarding eligibility decides: 409 ' +
          'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR, 403 IDENTITY_NOT_ELIGIBLE_ERROR, 409 ' +
          'TRIAL_PENDING_ACTIVATION_ERROR, 403 IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR; an inactive ' +
          'vehicle: 422 ELIGIBILITY_SUBSCRIPTION_REQUIRED. The link’s email belongs to another ' +
          'identity that may use it, or another identity claimed through the link: 403 ' +
          'CLAIMING_WITH_UNAUTHORIZED_USER. The trial held by this identity already, or claimed ' +
          'by a concurrent request: 409 SUB_ALREADY_EXISTS_FOR_IDENTITY. An identity without an ' +
          `email: 422 INVALID_EMAIL_ADDRESS. ${GRANT}`,
        body: magicLinkGrantRequestSchema,
        response: { 200: b2bTrialClaimedSchema },
        errors: [400, 401, 403, 404, 409, 422, 429],
      },
      handler: async (request, reply) => {
        const identityId = sessionOf(request).identityId ?? '';
        return answerIdempotently(
          deps,
          request,
          reply,
          { operation: 'b2btrial.claim', caller: serviceCallerOf(request) },
          (claim) =>
            claimTrialByLink(deps, {
              magicLinkGrant: request.body.magicLinkGrant,
              identityId,
              claim,
            }),
        );
      },
    });
  });
}
