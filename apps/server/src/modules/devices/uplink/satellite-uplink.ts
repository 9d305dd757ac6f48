/**
 * What the server needs of the satellite uplink partner: carry one refresh command to a radio.
 * The sandbox shipped with the server implements it in-process; `SATELLITE_UPLINK_URL` names a
 * partner reached over HTTP behind the same interface (ADR 070).
 */
export interface SatelliteUplink {
  /** `sandbox`, or the partner's address: said in logs when a command is not carried. */
  readonly name: string;
  sendRefresh(command: UplinkRefreshCommand): Promise<UplinkOutcome>;
}

export type UplinkRefreshCommand = {
  /** The `radio_refreshes` row's id: a partner receiving it twice carries it once. */
  commandId: string;
  radioId: string;
};

/**
 * `refused`: the partner answered and will not carry it (out of coverage, its own refusal);
 * `unreachable`: no answer (connection failed, or none within the uplink's timeout).
 */
export type UplinkOutcome = { carried: true } | { carried: false; why: 'refused' | 'unreachable' };

/** The partner's wire contract, spoken by the HTTP uplink and served by the sandbox's route. */
export const UPLINK_REFRESH_COMMANDS_PATH = '/v1/refresh-commands';
