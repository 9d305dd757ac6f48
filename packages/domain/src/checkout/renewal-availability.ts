import type { RenewalUnavailableReason } from './renewal.ts';

/** What decides whether a radio can take a renewal choice, read from its subscription. */
export type RenewalRadioStanding = {
  /** The radio's account is of the renewal code's market. */
  sameMarket: boolean;
  /** A subscription of the radio is Active. */
  active: boolean;
  /** When its running trial or promo ends; null when its running phase does not end. */
  renewsAt: Date | null;
  /** A renewal already follows that ending. */
  renewed: boolean;
  /** The radio plays audio (a data-only unit takes no plan). */
  audioCapable: boolean;
  /** car, radio, marine or aviation. */
  deviceType: string;
  /** The package the radio is on now. */
  packageId: string | null;
};

export type RenewalChoiceNeeds = {
  packageId: string;
  /** The radio types that can play it; null for every type. */
  radioTypes: readonly string[] | null;
};

/**
 * Why this radio cannot take this choice, or null when it can (flows §4.1 "choice not
 * available"). The radio's own state first (other market, closed, already renewed), then what
 * the package needs of the radio, then whether there is anything to renew: a running phase that
 * does not end renews by itself, and is already the plan when it is the choice's package.
 */
export function renewalUnavailableReason(
  radio: RenewalRadioStanding,
  choice: RenewalChoiceNeeds,
): RenewalUnavailableReason | null {
  if (!radio.sameMarket) return 'OTHER_MARKET';
  if (!radio.active) return 'RADIO_CLOSED';
  if (radio.renewed) return 'ALREADY_RENEWED';
  if (!radio.audioCapable) return 'RADIO_NOT_CAPABLE';
  if (choice.radioTypes !== null && !choice.radioTypes.includes(radio.deviceType)) {
    return 'RADIO_NOT_CAPABLE';
  }
  if (radio.renewsAt === null) {
    return radio.packageId === choice.packageId ? 'ALREADY_ON_PLAN' : 'NOTHING_ENDING';
  }
  return null;
}
