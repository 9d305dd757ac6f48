import type { CareDeviceLookupResult } from '@orbit/domain';

/**
 * How a radio was identified, as analytics names it: the find-your-radio tabs (RID, VIN, LPL,
 * spec 000 §3), the link-driven entries of flows §1.5 (a token, a radio id with an account
 * number or a last name), and the signed-in owner choosing one of their radios (LOGIN).
 */
export type IdentificationMethod =
  | 'LOGIN'
  | 'RID'
  | 'VIN'
  | 'LPL'
  | 'TOKEN_URL'
  | 'RID_ACCT_URL'
  | 'RID_LNAME_URL';

/** A radio the customer identified: what the lookup may show, and the handle for later calls. */
export interface IdentifiedRadio {
  /** Opaque, bound to this care session for 30 minutes: offers and the purchase name the radio by it. */
  deviceRef: string;
  radioIdLastFour: string;
  deviceType: CareDeviceLookupResult['deviceType'];
  vehicle: CareDeviceLookupResult['vehicle'];
  status: CareDeviceLookupResult['status'];
  hasActiveSubscription: boolean;
  cardOnFile: CareDeviceLookupResult['cardOnFile'];
  authenticationType: IdentificationMethod;
}

export function identifiedRadioOf(
  result: CareDeviceLookupResult,
  authenticationType: IdentificationMethod,
): IdentifiedRadio {
  return {
    deviceRef: result.deviceRef,
    radioIdLastFour: result.radioIdLastFour,
    deviceType: result.deviceType,
    vehicle: result.vehicle,
    status: result.status,
    hasActiveSubscription: result.hasActiveSubscription,
    cardOnFile: result.cardOnFile,
    authenticationType,
  };
}
