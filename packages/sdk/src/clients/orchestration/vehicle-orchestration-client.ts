import {
  type AcceptTermsRequest,
  type AcceptTermsResponse,
  ALREADY_HAS_PROFILE,
  type AutoProfileOutcome,
  type AutoProfileRequest,
  acceptTermsResponseSchema,
  alreadyHasProfileExtrasSchema,
  autoProfileResponseSchema,
  type CurrentTerms,
  currentTermsSchema,
  type DetailedVehicleState,
  detailedVehicleStateSchema,
  type RequestVehicleMagicLink,
  type VehicleStateAnswer,
  vehicleMagicLinkRequestedSchema,
  vehicleStateAnswerSchema,
} from '@orbit/domain';
import { isServiceError } from '../../http/sdk-errors.ts';
import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the vehicle orchestration client uses of the SDK: its HTTP core. */
export interface VehicleOrchestrationClientDeps {
  caller: ServiceCaller;
}

type Signal = { signal?: AbortSignal };

/**
 * A vehicle's state and onboarding for a car maker's app and the device-linking pages
 * (`client-orchestration/v1` and auto-profile creation, spec 001 §7, ADR 054).
 */
export interface VehicleOrchestrationClient {
  /** The full state for the radio's owner, the limited one for anyone else; VEHICLE_NOT_FOUND. */
  stateByRadioId(radioId: string, options?: Signal): Promise<VehicleStateAnswer>;
  stateByVin(vin: string, options?: Signal): Promise<VehicleStateAnswer>;
  /** The vehicle of a vehicle profile grant, with its trial (INVALID_VEHICLE_PROFILE_GRANT). */
  detailedStateOfDevice(
    vehicleProfileGrant: string,
    options?: Signal,
  ): Promise<DetailedVehicleState>;
  /** The vehicle of one of the signed-in identity's subscriptions, with its trial. */
  detailedStateOfSubscription(
    subscriptionId: string,
    options?: Signal,
  ): Promise<DetailedVehicleState>;
  /** The vehicle of a vehicle magic link's grant, with its trial (INVALID_MAGIC_LINK_GRANT). */
  detailedStateOfHandoff(magicLinkGrant: string, options?: Signal): Promise<DetailedVehicleState>;
  /** Emails the vehicle's record-of-sale address a new magic link (always accepted; 428). */
  requestVehicleMagicLink(request: RequestVehicleMagicLink): Promise<void>;
  /** The version of the legal documents published now: the one `acceptTerms` records. */
  currentTerms(options?: Signal): Promise<CurrentTerms>;
  /**
   * Records the signed-in identity's privacy agreements (idempotent); an agreement to another
   * version than `currentTerms`' is 409 TERMS_VERSION_OUT_OF_DATE.
   */
  acceptTerms(request: AcceptTermsRequest): Promise<AcceptTermsResponse>;
  /**
   * A listening profile on the vehicle for the signed-in identity: 201 created, 200 again, and a
   * 409 ALREADY_HAS_PROFILE answered as the existing profile's grant (spec §7).
   */
  createAutoProfile(request: AutoProfileRequest): Promise<AutoProfileOutcome>;
}

export function createVehicleOrchestrationClient(
  deps: VehicleOrchestrationClientDeps,
): VehicleOrchestrationClient {
  return {
    stateByRadioId: (radioId, options = {}) =>
      deps.caller.call(
        'clientOrchestration',
        'stateByRadioId',
        { pathParams: { radioId }, ...options },
        vehicleStateAnswerSchema,
      ),
    stateByVin: (vin, options = {}) =>
      deps.caller.call(
        'clientOrchestration',
        'stateByVin',
        { pathParams: { vin }, ...options },
        vehicleStateAnswerSchema,
      ),
    detailedStateOfDevice: (vehicleProfileGrant, options = {}) =>
      deps.caller.call(
        'clientOrchestration',
        'detailedStateDevice',
        { body: { vehicleProfileGrant }, ...options },
        detailedVehicleStateSchema,
      ),
    detailedStateOfSubscription: (subscriptionId, options = {}) =>
      deps.caller.call(
        'clientOrchestration',
        'detailedStateSubscription',
        { pathParams: { subscriptionId }, ...options },
        detailedVehicleStateSchema,
      ),
    detailedStateOfHandoff: (magicLinkGrant, options = {}) =>
      deps.caller.call(
        'clientOrchestration',
        'detailedStateHandoff',
        { body: { magicLinkGrant }, ...options },
        detailedVehicleStateSchema,
      ),
    requestVehicleMagicLink: async (request) => {
      await deps.caller.call(
        'clientOrchestration',
        'requestMagicLink',
        { body: request },
        vehicleMagicLinkRequestedSchema,
      );
    },
    currentTerms: (options = {}) =>
      deps.caller.call('clientOrchestration', 'currentTerms', options, currentTermsSchema),
    acceptTerms: (request) =>
      deps.caller.call(
        'clientOrchestration',
        'acceptTerms',
        { body: request },
        acceptTermsResponseSchema,
      ),
    createAutoProfile: (request) => createAutoProfile(deps, request),
  };
}

async function createAutoProfile(
  deps: VehicleOrchestrationClientDeps,
  request: AutoProfileRequest,
): Promise<AutoProfileOutcome> {
  try {
    const profile = await deps.caller.call(
      'vehicleProfile',
      'autoCreate',
      { body: request },
      autoProfileResponseSchema,
    );
    return { ...profile, outcome: profile.created ? 'created' : 'existing' };
  } catch (error) {
    if (isServiceError(error) && error.status === 409 && error.code === ALREADY_HAS_PROFILE) {
      const existing = alreadyHasProfileExtrasSchema.safeParse(error.extras);
      if (existing.success) return { ...existing.data, outcome: 'alreadyHasProfile' };
    }
    throw error;
  }
}
