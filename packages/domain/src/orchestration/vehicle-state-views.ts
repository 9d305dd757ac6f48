import * as z from 'zod/mini';
import {
  DEVICE_SOURCES,
  VEHICLE_LIFECYCLE_STATES,
  vehicleStateSchema,
} from '../devices/vehicle-lifecycle.ts';
import { TRIAL_STATES } from '../trials/trial-state.ts';
import { radioIdSchema } from '../validation/radio-id.ts';
import { vinSchema } from '../validation/vin.ts';

/**
 * `client-orchestration/v1/state/radioId/{radioId}` and `…/state/vin/{vin}` (spec 001 §7, ADR
 * 054). The radio's owner (signed in, the radio on their account) sees the full vehicle state
 * (`view: full`); any other caller sees only what a car already knows about itself — its radio
 * id, VIN, lifecycle state and source (`view: limited`), never who drives it or its model.
 */
export const VEHICLE_STATE_VIEWS = ['full', 'limited'] as const;
export type VehicleStateView = (typeof VEHICLE_STATE_VIEWS)[number];

export const vehicleStateAnswerSchema = /* @__PURE__ */ z.discriminatedUnion('view', [
  z.extend(vehicleStateSchema, { view: z.literal('full') }),
  z.object({
    view: z.literal('limited'),
    deviceId: z.string(),
    radioId: z.string(),
    vin: z.optional(z.string()),
    lifecycleState: z.enum(VEHICLE_LIFECYCLE_STATES),
    deviceSource: z.enum(DEVICE_SOURCES),
  }),
]);
export type VehicleStateAnswer = z.infer<typeof vehicleStateAnswerSchema>;

/** A radio id as the radio id field takes it, upper-cased (spec §5). */
export const radioIdPathSchema = /* @__PURE__ */ z.object({ radioId: radioIdSchema });
/** A VIN with a good check digit, upper-cased (spec §5). */
export const vinPathSchema = /* @__PURE__ */ z.object({ vin: vinSchema });
export const subscriptionIdPathSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/**
 * The vehicle's trial as a device-linking page tells it (spec 001 §4, trial state from a magic
 * link): its state, its length, days left (total − elapsed, never below 0; the whole length
 * before it starts), when it started and ends (ISO dates, null when it has not started), and
 * until when it may still be claimed (null once claimed or for no trial offer). A vehicle with
 * no trial (self-pay, or inactive without any trial) has `totalDays` and `daysLeft` null.
 */
export const vehicleTrialSchema = /* @__PURE__ */ z.object({
  trialState: z.enum(TRIAL_STATES),
  totalDays: z.nullable(z.number().check(z.int(), z.nonnegative())),
  daysLeft: z.nullable(z.number().check(z.int(), z.nonnegative())),
  startedOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  claimableUntil: z.nullable(z.string()),
  /** The catalog plan code of the trial (`TRIAL_OEM_3MO`…), null without a trial. */
  planCode: z.nullable(z.string()),
});
export type VehicleTrial = z.infer<typeof vehicleTrialSchema>;

/**
 * `detailed-state device`, `detailed-state subscription/{subscriptionId}` and
 * `detailed-state-handoff`: the full vehicle state with its trial, for a caller entitled to it
 * (the vehicle profile grant, the subscription's owner, the magic link's holder).
 */
export const detailedVehicleStateSchema = /* @__PURE__ */ z.extend(vehicleStateSchema, {
  trial: vehicleTrialSchema,
});
export type DetailedVehicleState = z.infer<typeof detailedVehicleStateSchema>;

/** `POST detailed-state/device`: the grant travels in the body, never in a URL or log. */
export const detailedStateDeviceRequestSchema = /* @__PURE__ */ z.strictObject({
  vehicleProfileGrant: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type DetailedStateDeviceRequest = z.infer<typeof detailedStateDeviceRequestSchema>;
