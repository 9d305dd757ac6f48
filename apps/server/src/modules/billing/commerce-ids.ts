import { uuidV7Hex } from '../../platform/ids.ts';

/**
 * Ids of commerce rows, in the platform's style (`bp_0190f3c2…`: a prefix naming the kind, then
 * a UUIDv7 in hex): opaque on the wire, time-ordered in the index, never a guessable sequence.
 */
const COMMERCE_PREFIXES = {
  billingProfile: 'bp',
  paymentMethod: 'pm',
  order: 'ord',
  subscription: 'sub',
  subscriptionPhase: 'sph',
  invoice: 'inv',
  payment: 'pay',
  cancellation: 'cxl',
  subscriptionBundle: 'sbn',
} as const;

export type CommerceIdKind = keyof typeof COMMERCE_PREFIXES;

export function newCommerceId(kind: CommerceIdKind, now: Date): string {
  return `${COMMERCE_PREFIXES[kind]}_${uuidV7Hex(now.getTime())}`;
}
