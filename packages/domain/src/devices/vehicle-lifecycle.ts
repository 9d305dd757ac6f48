import * as z from 'zod/mini';

/** Where a vehicle's radio stands with the service (spec 001 §4, vehicle lifecycle). */
export const VEHICLE_LIFECYCLE_STATES = [
  'TRIAL_ELIGIBLE',
  'TRIAL_NOT_CLAIMED',
  'TRIAL_CLAIMED',
  'TRIAL_WITH_FOLLOW_ON',
  'SELF_PAY',
  'INACTIVE',
] as const;
export type VehicleLifecycleState = (typeof VEHICLE_LIFECYCLE_STATES)[number];

/** The phase of a running trial: nobody has claimed it, someone has, or a paid plan follows it. */
export const VEHICLE_TRIAL_PHASES = ['anonymous', 'claimed', 'followOn'] as const;
export type VehicleTrialPhase = (typeof VEHICLE_TRIAL_PHASES)[number];

/**
 * A vehicle's state as the partner-integration service reports it: a status (trialEligible,
 * selfPay, inactive, or anything while a trial runs) and the phase of its trial, if one runs.
 */
export interface PartnerVehicleState {
  status: string;
  trialPhase?: string | null | undefined;
}

export const VEHICLE_NOT_FOUND = 'VEHICLE_NOT_FOUND';

/** Thrown when a partner state fits no lifecycle state: to a customer, no such vehicle. */
export class VehicleNotFoundError extends Error {
  readonly code = VEHICLE_NOT_FOUND;
  constructor(readonly state: PartnerVehicleState) {
    super(
      `No lifecycle state for vehicle status ${state.status} / trial phase ${state.trialPhase}`,
    );
    this.name = 'VehicleNotFoundError';
  }
}

const STATE_BY_TRIAL_PHASE: Readonly<Record<VehicleTrialPhase, VehicleLifecycleState>> = {
  anonymous: 'TRIAL_NOT_CLAIMED',
  claimed: 'TRIAL_CLAIMED',
  followOn: 'TRIAL_WITH_FOLLOW_ON',
};

function isVehicleTrialPhase(value: string): value is VehicleTrialPhase {
  return (VEHICLE_TRIAL_PHASES as readonly string[]).includes(value);
}

/**
 * The lifecycle state of a vehicle, in the spec's order: trial-eligible first; then the phase
 * of a running trial (anonymous → not claimed, claimed, followOn → with follow-on); with no
 * trial phase, selfPay or inactive. Anything else throws VehicleNotFoundError.
 */
export function vehicleLifecycleOf(state: PartnerVehicleState): VehicleLifecycleState {
  if (state.status === 'trialEligible') return 'TRIAL_ELIGIBLE';
  if (state.trialPhase) {
    if (isVehicleTrialPhase(state.trialPhase)) return STATE_BY_TRIAL_PHASE[state.trialPhase];
    throw new VehicleNotFoundError(state);
  }
  if (state.status === 'selfPay') return 'SELF_PAY';
  if (state.status === 'inactive') return 'INACTIVE';
  throw new VehicleNotFoundError(state);
}

export const DEVICE_SOURCES = ['SMS', 'ATLAS'] as const;

/** A vehicle's state as our APIs answer it (spec 001 §3, vehicle state). */
export const vehicleStateSchema = /* @__PURE__ */ z.object({
  deviceId: z.string(),
  radioId: z.string(),
  oemDriverId: z.optional(z.string()),
  lifecycleState: z.enum(VEHICLE_LIFECYCLE_STATES),
  year: z.optional(z.number().check(z.int())),
  make: z.optional(z.string()),
  model: z.optional(z.string()),
  vin: z.optional(z.string()),
  deviceSource: z.enum(DEVICE_SOURCES),
  billingSystem: z.optional(z.string()),
});
export type VehicleState = z.infer<typeof vehicleStateSchema>;
