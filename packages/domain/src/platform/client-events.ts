import { z } from 'zod';

/** One client event: a name, when it happened, and its attributes. */
export const clientEventSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(128),
  occurredAt: z.string().max(40),
  attributes: z.record(z.string(), z.unknown()).default({}),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const PLAYBACK_EVENT_VERSIONS = ['v2', 'v3'] as const;

/** `POST telemetry/v2/actions` (event version v2) */
export const telemetryActionsBodySchema = z.object({
  actions: z.array(clientEventSchema).min(1).max(20),
});
/** `POST telemetry/v2/events` (event version v3) */
export const telemetryEventsBodySchema = z.object({
  events: z.array(clientEventSchema).min(1).max(20),
});

export const userEventSchema = clientEventSchema.extend({
  /** The id of the access token the event was recorded under. */
  eventTokenId: z.string().min(1).max(128),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** `POST user-event/v1/events/submit` */
export const userEventsBodySchema = z.object({
  events: z.array(userEventSchema).min(1).max(1024),
});

export const eventBatchReceiptSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
});
