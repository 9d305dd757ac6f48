/**
 * The refusals of a radio refresh (spec 001 §8 "Device refresh"), with their HTTP status and care
 * message key. Spread into PRODUCT_ERRORS. DEVICE_NOT_FOUND is checkout's code (no radio matches
 * what was typed), answered here too.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const DEVICE_REFRESH_ERRORS = {
  /** The satellite uplink carried no command (refused, or no answer in time): try again later. */
  FAILED_TO_REFRESH_DEVICE: {
    status: 503,
    propKey: 'error.device.refresh.failed',
    type: 'SYSTEM',
    description: 'The refresh signal could not be sent; try again later.',
  },
  /** A virtual radio (a streaming listener's, its id a UUID) has no satellite receiver to refresh. */
  DEVICE_REFRESH_NOT_SUPPORTED: business(
    400,
    'error.device.refresh.not.supported',
    'This radio id is a streaming radio: it cannot take a refresh signal.',
  ),
  /** No account behind the radio, a closed radio, or no active subscription on it. */
  NO_SUBSCRIPTION: business(
    409,
    'error.device.refresh.no.subscription',
    'This radio has no active subscription to refresh.',
  ),
  /** The account is past due and in collection: a payment brings the service back. */
  PAST_DUE: business(
    409,
    'error.device.refresh.past.due',
    'The account of this radio is past due; make a payment to bring the service back.',
  ),
  /** The radio had its refreshes of the day (REFRESHES_PER_RADIO_PER_DAY). */
  REFRESH_LIMIT_REACHED: business(
    409,
    'error.device.refresh.limit.reached',
    'This radio was refreshed as often as it can be today; try again tomorrow.',
  ),
  /** The phone number stands for more radios than a refresh by phone may reach (MAX_RADIOS_PER_PHONE). */
  DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER: business(
    409,
    'error.device.refresh.phone.device.limit',
    'This phone number is on more than five radios: refresh by radio id or VIN instead.',
  ),
} as const;

export type DeviceRefreshRefusal = Exclude<
  keyof typeof DEVICE_REFRESH_ERRORS,
  'FAILED_TO_REFRESH_DEVICE'
>;

/** Field codes of the refresh (spread into FIELD_ERROR_CODES): flows §8.2's virtual radio id. */
export const DEVICE_REFRESH_FIELD_ERRORS = {
  INVALID_VIRTUAL_RADIO_ID: 'INVALID_VIRTUAL_RADIO_ID',
} as const;
