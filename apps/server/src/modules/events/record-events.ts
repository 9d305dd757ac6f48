import { type ClientEvent, FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { clientEvents } from '../../db/schema/index.ts';
import type { ServiceSession } from '../../platform/auth/service-session.ts';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';

export type EventKind = 'telemetry-action' | 'telemetry-event' | 'user-event';

export type EventBatch = {
  kind: EventKind;
  /** `v2` actions, `v3` events; none for user events. */
  eventVersion: 'v2' | 'v3' | null;
  /** The body field holding the list (`actions` or `events`), to name bad fields. */
  field: 'actions' | 'events';
  events: readonly (ClientEvent & { eventTokenId?: string })[];
  caller: ServiceSession;
  isTest: boolean;
  receivedAt: Date;
};

export type BatchReceipt = { accepted: number; duplicates: number };

function occurredAtOf(batch: EventBatch): Date[] {
  const problems: FieldError[] = [];
  const dates = batch.events.map((event, index) => {
    const date = new Date(event.occurredAt);
    if (Number.isNaN(date.getTime())) {
      problems.push({
        errorCode: FIELD_ERROR_CODES.INVALID,
        fieldName: `${batch.field}.${index}.occurredAt`,
      });
    }
    return date;
  });
  if (problems.length > 0) {
    throw new AppError('INVALID_PAYLOAD', 'occurredAt is not a date', { fieldErrors: problems });
  }
  return dates;
}

/**
 * Stores a batch in one statement. An event id already stored for the caller's session family
 * (a batch sent again after a lost answer, or an id twice in one batch) is skipped and counted as
 * a duplicate, so a retry never stores anything twice — the unique index decides, even when two
 * copies of a batch arrive at once.
 */
export async function recordEvents(db: Db, batch: EventBatch): Promise<BatchReceipt> {
  const occurredAt = occurredAtOf(batch);
  const { caller } = batch;
  const stored = await db
    .insert(clientEvents)
    .values(
      batch.events.map((event, index) => ({
        id: newId('clientEvent', batch.receivedAt),
        kind: batch.kind,
        eventId: event.id,
        name: event.name,
        eventVersion: batch.eventVersion,
        familyId: caller.familyId,
        deviceId: caller.deviceId,
        identityId: caller.identityId,
        eventTokenId: event.eventTokenId ?? null,
        isTest: batch.isTest,
        occurredAt: occurredAt[index] as Date,
        receivedAt: batch.receivedAt,
        attributes: event.attributes,
      })),
    )
    .onConflictDoNothing({ target: [clientEvents.familyId, clientEvents.eventId] })
    .returning({ id: clientEvents.id });
  return { accepted: stored.length, duplicates: batch.events.length - stored.length };
}
