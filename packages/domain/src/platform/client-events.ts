import * as z from 'zod/mini';

/** One client event: a name, when it happened, and its attributes. */
export const clientEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  occurredAt: z.string().check(z.maxLength(40)),
  attributes: z._default(z.record(z.string(), z.unknown()), {}),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const PLAYBACK_EVENT_VERSIONS = ['v2', 'v3'] as const;

/** `POST telemetry/v2/actions` (event version v2) */
export const telemetryActionsBodySchema = z.object({
  actions: z.array(clientEventSchema).check(z.minLength(1), z.maxLength(20)),
});
/** `POST telemetry/v2/events` (event version v3) */
export const telemetryEventsBodySchema = z.object({
  events: z.array(clientEventSchema).check(z.minLength(1), z.maxLength(20)),
});

export const userEventSchema = z.extend(clientEventSchema, {
  /** The id of the access token the event was recorded under. */
  eventTokenId: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** `POST user-event/v1/events/submit` */
export const userEventsBodySchema = z.object({
  events: z.array(userEventSchema).check(z.minLength(1), z.maxLength(1024)),
});

export const eventBatchReceiptSchema = z.object({
  accepted: z.number().check(z.int()),
  duplicates: z.number().check(z.int()),
});
