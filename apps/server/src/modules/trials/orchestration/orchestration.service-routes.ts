import {
  autoProfileRequestSchema,
  autoProfileResponseSchema,
  detailedStateDeviceRequestSchema,
  detailedVehicleStateSchema,
  radioIdPathSchema,
  subscriptionIdPathSchema,
  vehicleStateAnswerSchema,
  vinPathSchema,
} from '@orbit/domain';
import { sessionOf } from '../../../platform/auth/require-access-token.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { findRadioById } from '../../identification/index.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { detailedVehicleStateOf } from './detailed-vehicle-state.ts';
import { subscriptionDetailedState } from './subscription-vehicle.ts';
import { vehicleStateLookup } from './vehicle-lookup.ts';
import { profileOfGrant } from './vehicle-profile-grant.ts';
import { autoCreateVehicleProfile } from './vehicle-profiles.ts';

const STATE_VIEWS =
  'The radio’s owner (signed in, the radio on an account they own) gets the full vehicle state ' +
  '(`view: full`); anyone else — anonymous, or signed in as someone else — only what the car ' +
  'itself knows: radio id, VIN, lifecycle state and device source (`view: limited`), within ' +
  'the vehicle lookup budget (per address per minute, per radio id or VIN per hour: 429). ' +
  'Unknown, or a radio no lifecycle state fits: 404 VEHICLE_NOT_FOUND (ADR 054).';

/**
 * The vehicle calls of client-orchestration/v1 served here (state by radio id and VIN, detailed
 * state by vehicle profile grant and by subscription) and auto-profile creation (ADR 054).
 */
export function registerVehicleOrchestrationRoutes(app: App, deps: TrialDeps): void {
  registerServiceRoutes(app, (service) => {
    // By radio id or by VIN: the same lookup, views and budget; only the path's name differs.
    const STATE_BY = [
      ['stateByRadioId', 'radio id', radioIdPathSchema],
      ['stateByVin', 'VIN', vinPathSchema],
    ] as const;
    for (const [endpoint, named, params] of STATE_BY) {
      service.route({
        ...serviceRoute('clientOrchestration', endpoint),
        config: { access: 'session' },
        schema: {
          tags: ['client-orchestration'],
          summary: `A vehicle’s lifecycle state by its ${named}`,
          description: STATE_VIEWS,
          params,
          response: { 200: vehicleStateAnswerSchema },
          errors: [404, 429],
        },
        handler: async (request) =>
          vehicleStateLookup(deps, request.params, {
            identityId: sessionOf(request).identityId ?? undefined,
            clientAddress: request.ip,
          }),
      });
    }

    service.route({
      ...serviceRoute('clientOrchestration', 'detailedStateDevice'),
      config: { access: 'session' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'The vehicle of a vehicle profile grant, with its trial',
        description:
          '`{vehicleProfileGrant}` from auto-profile creation (profile/v1/profiles/auto): the ' +
          'vehicle state (with the profile’s oemDriverId) and its trial: trialState, totalDays, ' +
          'daysLeft, startedOn, endsOn, claimableUntil. A malformed, forged or expired grant, or ' +
          'one whose profile is gone: 401 INVALID_VEHICLE_PROFILE_GRANT (the car asks ' +
          'auto-profile creation again).',
        body: detailedStateDeviceRequestSchema,
        response: { 200: detailedVehicleStateSchema },
        errors: [404],
      },
      handler: async (request) => {
        const now = deps.clock();
        const profile = await profileOfGrant(deps.db, request.body.vehicleProfileGrant, now);
        const radio = await findRadioById(deps.db, profile.radioId);
        if (!radio) throw new AppError('DEVICE_NOT_FOUND', `radio ${profile.radioId} is gone`);
        return detailedVehicleStateOf(deps.db, radio, now, { oemDriverId: profile.oemDriverId });
      },
    });

    service.route({
      ...serviceRoute('clientOrchestration', 'detailedStateSubscription'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'The vehicle of one of the signed-in identity’s subscriptions, with its trial',
        description:
          'Only a subscription on an account the identity owns: anyone else’s is 404 ' +
          'SUBSCRIPTION_NOT_FOUND, as an unknown one. A subscription with no radio (streaming ' +
          'only): 422 ELIGIBILITY_SUBSCRIPTION_REQUIRED.',
        params: subscriptionIdPathSchema,
        response: { 200: detailedVehicleStateSchema },
        errors: [404, 422],
      },
      handler: async (request) =>
        subscriptionDetailedState(
          deps.db,
          sessionOf(request).identityId ?? '',
          request.params.subscriptionId,
          deps.clock(),
        ),
    });

    service.route({
      ...serviceRoute('vehicleProfile', 'autoCreate'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'A listening profile on a vehicle for the signed-in identity (auto-profile)',
        description:
          'The car’s head unit names its vehicle by `radioId` or `vin` (neither: 400 ' +
          'DEVICE_INFORMATION_REQUIRED) and its driver slot `oemDriverId`. 201 created; 200 the ' +
          'same call again; 409 ALREADY_HAS_PROFILE when the identity has a profile there for ' +
          'another driver slot, `extras` carrying that profile and its grant. Each answer ' +
          'carries a vehicle profile grant (15 minutes) for detailed-state/device. A vehicle ' +
          'in service on someone else’s account answers as an unknown one: 404 ' +
          'VEHICLE_NOT_FOUND; a non-owner’s calls count against the vehicle lookup budget.',
        body: autoProfileRequestSchema,
        response: { 200: autoProfileResponseSchema, 201: autoProfileResponseSchema },
        errors: [404, 409, 429],
      },
      handler: async (request, reply) => {
        const answer = await autoCreateVehicleProfile(
          deps,
          sessionOf(request).identityId ?? '',
          request.body,
          request.ip,
        );
        return reply.code(answer.created ? 201 : 200).send(answer);
      },
    });
  });
}
