import * as z from 'zod/mini';
import {
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatusLabel,
} from '../account/subscription-status.ts';
import type { AccountLinkScope } from './account-linking.ts';

/**
 * The partner API (ADR 081): what a voice assistant calls with the access token it got by
 * account linking (ADR 071, ADR 076). Each call needs one scope of the link; the answers name
 * no personal data beyond what the scope says (no name, address, email or card).
 */
export const PARTNER_API_PATH = '/partners/v1/me';

/** The realm partners see in `WWW-Authenticate` (RFC 6750 §3). */
export const PARTNER_API_REALM = 'orbit-partner-api';

/** The scope each partner call needs. */
export const PARTNER_CALL_SCOPES = {
  accountStatus: 'account_status',
  listening: 'listening',
} as const satisfies Record<string, AccountLinkScope>;

/**
 * Whether a subscription may be listened to now: an active one. Closed (cancelled), Inactive
 * (paused) and Suspended (for non-payment) play nothing.
 */
export function canListenOn(status: SubscriptionStatusLabel): boolean {
  return status === 'Active';
}

/** How an account stands: what a partner says when a customer asks "is my Orbit active?". */
export const PARTNER_ACCOUNT_STANDINGS = [
  'active',
  'past-due',
  'inactive',
  'no-subscription',
] as const;
export type PartnerAccountStanding = (typeof PARTNER_ACCOUNT_STANDINGS)[number];

/**
 * One standing over everything the customer holds: past due when an account they own is in
 * collection, else active when one subscription plays, inactive when some exist but none plays,
 * else no subscription.
 */
export function partnerAccountStandingOf(facts: {
  inCollection: boolean;
  statuses: readonly SubscriptionStatusLabel[];
}): PartnerAccountStanding {
  if (facts.inCollection) return 'past-due';
  if (facts.statuses.some(canListenOn)) return 'active';
  return facts.statuses.length > 0 ? 'inactive' : 'no-subscription';
}

const partnerSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUS_LABELS),
  /** The plan's name in the account's language (`Orbit Premier`). */
  planName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  /** The day service ends when it is cancelled at the end of its term (YYYY-MM-DD), else null. */
  serviceEndsOn: z.nullable(z.iso.date()),
  /** The partner that bills it (ADR 077), else null: Orbit bills it. */
  billedBy: z.nullable(z.string()),
});

/** `GET /partners/v1/me/account-status` (scope `account_status`). */
export const partnerAccountStatusSchema = z.object({
  standing: z.enum(PARTNER_ACCOUNT_STANDINGS),
  /** Whether at least one subscription plays now. */
  canListen: z.boolean(),
  subscriptions: z.array(partnerSubscriptionSchema),
});
export type PartnerAccountStatus = z.infer<typeof partnerAccountStatusSchema>;

const partnerListenableSchema = z.object({
  subscriptionId: z.string(),
  planName: z.string(),
  /** The package's channels line-up (`SXM_PREMIER`), as the player names it. */
  packageId: z.string(),
  /** entertainment, infotainment, marine or aviation; null for a package the catalog lacks. */
  category: z.nullable(z.string()),
  /**
   * Whether its channels stream (app, web, a speaker); false: only on its satellite radio (and
   * for a package the catalog lacks: nothing is offered that may not be the customer's).
   */
  streamAccess: z.boolean(),
  /** The radio's last four, for a satellite subscription. */
  radioIdLastFour: z.nullable(z.string()),
  /**
   * A signed, ten-minute link opening this subscription in the player (ADR 050), only where it
   * streams; the assistant hands it to the player at once.
   */
  player: z.nullable(z.object({ url: z.string(), expiresAt: z.iso.datetime() })),
});

/** `GET /partners/v1/me/listening` (scope `listening`): what the customer may stream now. */
export const partnerListeningSchema = z.object({
  canListen: z.boolean(),
  listenable: z.array(partnerListenableSchema),
});
export type PartnerListening = z.infer<typeof partnerListeningSchema>;
