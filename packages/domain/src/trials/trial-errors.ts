import type { UsedCarEligibilityCode } from './used-car-eligibility.ts';

/**
 * The failures of trial activation (spec 000 §8, spec 001 §8), with their HTTP status and care
 * message key. Spread into PRODUCT_ERRORS.
 *
 * The used-car eligibility check answers each refusal under its numeric code (101…5035) so the
 * page switches on `errorCode` as flows §1.4 says, and the web's failure model tracks each as a
 * business error with that code: a radio the check cannot find is 404, a malformed radio id or
 * VIN 400 (with a field error on `radioIdOrVin`), a radio that is not a car maker's or cannot
 * play audio 422, and a radio whose subscription history rules the trial out 409.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

const USED_CAR_ELIGIBILITY_ERRORS = {
  '101': business(422, 'error.trial.used.car.101', 'This radio has no car-maker trial program.'),
  '103': business(422, 'error.trial.used.car.103', 'This vehicle has no satellite radio.'),
  '106': business(404, 'error.trial.used.car.106', 'This radio could not be found.'),
  '107': business(409, 'error.trial.used.car.107', 'This radio already has a paid subscription.'),
  '109': business(409, 'error.trial.used.car.109', 'This radio has a trial running.'),
  '110': business(
    409,
    'error.trial.used.car.110',
    'This radio has a trial running, followed by a paid plan.',
  ),
  '111': business(409, 'error.trial.used.car.111', 'This radio has a used-car trial running.'),
  '112': business(409, 'error.trial.used.car.112', 'This radio’s trial has ended.'),
  '113': business(
    409,
    'error.trial.used.car.113',
    'This radio had a subscription in the past twelve months.',
  ),
  '114': business(
    422,
    'error.trial.used.car.114',
    'This demonstration vehicle cannot be activated online.',
  ),
  '3494': business(400, 'error.trial.used.car.3494', 'This radio id or VIN is not valid.'),
  '5035': business(422, 'error.trial.used.car.5035', 'This device cannot play satellite radio.'),
} as const satisfies Record<UsedCarEligibilityCode, unknown>;

export const TRIAL_ERRORS = {
  ...USED_CAR_ELIGIBILITY_ERRORS,
  /** No vehicle state fits the radio (spec 001 §4 vehicle lifecycle): nothing to activate. */
  VEHICLE_NOT_FOUND: business(404, 'error.trial.vehicle.not.found', 'No such vehicle was found.'),
  /** A trial call named no radio: neither a link's token, a deviceRef, a radio id nor a VIN. */
  DEVICE_INFORMATION_REQUIRED: business(
    400,
    'error.trial.device.information.required',
    'Tell us which radio or vehicle the trial is for.',
  ),
  /** The plan asked for is not the trial this radio may claim. */
  INVALID_ACTIVATION_CODE: business(
    400,
    'error.trial.invalid.activation.code',
    'This trial is not available for this radio.',
  ),
  /** The radio's trial was claimed already (by this caller or anyone): nothing is written twice. */
  SUB_ALREADY_EXISTS_FOR_IDENTITY: business(
    409,
    'error.trial.subscription.exists',
    'This trial has already been activated.',
  ),
  /** A signed-in caller claiming onto, or consolidating from, an account that is not theirs. */
  CLAIMING_WITH_UNAUTHORIZED_USER: business(
    403,
    'error.trial.unauthorized.user',
    'This trial cannot be added to that account.',
  ),
  /** No dealer has this corporate id (SL2C `corpid`). */
  PARTNER_NOT_FOUND: business(404, 'error.trial.partner.not.found', 'No such dealer was found.'),
} as const;
