import * as z from 'zod/mini';

/**
 * Why a customer cancels (flows §5.2, "Before you go…"). The keys are wire values shared with the
 * retention-offer engine and analytics, so `NO_LISTENTING_OPTIONS` keeps the spec's spelling.
 */
export const COMMON_CANCEL_REASONS = [
  'EXPENSIVE',
  'NO_LISTENTING_OPTIONS',
  'DONT_LISTEN',
  'TECHNICAL_ISSUES',
  'OTHER',
] as const;

/** Asked only of streaming-only subscriptions: neither makes sense for a radio in the car. */
export const STREAMING_ONLY_CANCEL_REASONS = [
  'NO_SATELLITE_RADIO',
  'OTHER_STREAMING_SVCS',
] as const;

export const CANCEL_REASONS = [...COMMON_CANCEL_REASONS, ...STREAMING_ONLY_CANCEL_REASONS] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const cancelReasonSchema = /* @__PURE__ */ z.enum(CANCEL_REASONS);
const REASONS_BUT_OTHER = CANCEL_REASONS.filter(
  (reason): reason is Exclude<CancelReason, 'OTHER'> => reason !== 'OTHER',
);

export type SubscriptionKind = 'streaming' | 'satellite';

/** The reasons offered for a subscription, in the order they are listed (OTHER stays last). */
export function cancelReasonsFor(kind: SubscriptionKind): readonly CancelReason[] {
  if (kind === 'satellite') return COMMON_CANCEL_REASONS;
  return [
    ...COMMON_CANCEL_REASONS.filter((reason) => reason !== 'OTHER'),
    ...STREAMING_ONLY_CANCEL_REASONS,
    'OTHER',
  ];
}

/** Long enough for a few sentences, short enough for the care record's free-text column. */
export const OTHER_REASON_TEXT_MAX = 500;

const otherReasonTextSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(OTHER_REASON_TEXT_MAX));

/**
 * `shape` with a chosen reason: OTHER carries the customer's own words (required once trimmed,
 * bounded); every other reason carries none, so stray text never reaches the record.
 */
export function withCancelReason<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.discriminatedUnion('reasonCode', [
    z.strictObject({
      ...shape,
      reasonCode: z.literal('OTHER'),
      otherReasonText: otherReasonTextSchema,
    }),
    z.strictObject({ ...shape, reasonCode: z.enum(REASONS_BUT_OTHER) }),
  ]);
}

export const cancelReasonChoiceSchema = /* @__PURE__ */ withCancelReason({});
export type CancelReasonChoice = z.infer<typeof cancelReasonChoiceSchema>;

/** Whether a reason may be given for this kind of subscription. */
export function isCancelReasonFor(kind: SubscriptionKind, reason: CancelReason): boolean {
  return cancelReasonsFor(kind).includes(reason);
}
