import type { SatelliteUplink, UplinkOutcome, UplinkRefreshCommand } from './satellite-uplink.ts';

/**
 * Radios the sandbox uplink has no coverage for, as a sandbox gateway has cards it declines: a
 * refresh of one is refused, so the page's "couldn't send" answer can be tried
 * (docs/demo-data.md).
 */
export const SANDBOX_UPLINK_OUT_OF_COVERAGE_RADIOS: ReadonlySet<string> = new Set(['ORBP0182']);

/** The sandbox's answer to one command: carried, unless the radio is out of its coverage. */
export function sandboxUplinkOutcomeOf(command: UplinkRefreshCommand): UplinkOutcome {
  return SANDBOX_UPLINK_OUT_OF_COVERAGE_RADIOS.has(command.radioId.toUpperCase())
    ? { carried: false, why: 'refused' }
    : { carried: true };
}

/** The uplink the server uses when no `SATELLITE_UPLINK_URL` is set: in-process, no network. */
export function createSandboxUplink(): SatelliteUplink {
  return {
    name: 'sandbox',
    sendRefresh: async (command) => sandboxUplinkOutcomeOf(command),
  };
}
