import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { ServiceSession } from '../../platform/auth/service-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { accessTokenIdsOfFamily } from '../session/index.ts';

/**
 * A user event names the access token it was recorded under (eventTokenId). It must be one of the
 * caller's own session family: the current token, or one the family held before a refresh (the
 * SDK queues events for up to 30 minutes; tokens rotate every 15). Any other id would attribute
 * the event to someone else's session.
 * @throws AppError 400 INVALID_PAYLOAD naming each `events.N.eventTokenId` at fault.
 */
export async function checkEventTokenIds(
  db: Db,
  caller: ServiceSession,
  events: readonly { eventTokenId: string }[],
): Promise<void> {
  const others = [...new Set(events.map((event) => event.eventTokenId))].filter(
    (id) => id !== caller.accessTokenId,
  );
  const known = await accessTokenIdsOfFamily(db, caller.familyId, others);
  const foreign = events.flatMap((event, index) =>
    event.eventTokenId === caller.accessTokenId || known.has(event.eventTokenId)
      ? []
      : [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: `events.${index}.eventTokenId` }],
  );
  if (foreign.length > 0) {
    throw new AppError(
      'INVALID_PAYLOAD',
      'eventTokenId is not an access token of the caller family',
      {
        fieldErrors: foreign,
        publicDescription: "eventTokenId must be the accessTokenId of the caller's session.",
      },
    );
  }
}
