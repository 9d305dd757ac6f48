/**
 * The failures of vehicle orchestration (spec 001 §7–§8, ADR 054). VEHICLE_NOT_FOUND and
 * DEVICE_INFORMATION_REQUIRED are the trials' (trial-errors.ts), DEVICE_NOT_FOUND checkout's,
 * INVALID_PAYLOAD the platform's: the same codes, the same meaning. Spread into PRODUCT_ERRORS.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const ORCHESTRATION_ERRORS = {
  /** The identity already has a profile on this vehicle (another driver slot): extras carry it. */
  ALREADY_HAS_PROFILE: business(
    409,
    'error.orchestration.already.has.profile',
    'This vehicle already has a profile for you.',
  ),
  /** A vehicle profile grant that is malformed, forged, expired, or whose profile is gone. */
  INVALID_VEHICLE_PROFILE_GRANT: business(
    401,
    'error.orchestration.invalid.vehicle.profile.grant',
    'This vehicle needs to be signed in again.',
  ),
  /**
   * The subscription named gives no vehicle its state (a streaming plan with no radio): the call
   * needs the subscription that carries the vehicle's eligibility.
   */
  ELIGIBILITY_SUBSCRIPTION_REQUIRED: business(
    422,
    'error.orchestration.eligibility.subscription.required',
    'This subscription is not for a vehicle.',
  ),
  /**
   * An agreement to a version of the legal documents that is not the one published now: the
   * page read it before the documents changed, and asks for the current version's agreement.
   */
  TERMS_VERSION_OUT_OF_DATE: business(
    409,
    'error.orchestration.terms.version.out.of.date',
    'These terms have been updated since you read them.',
  ),
} as const;
