import type { LogMessage } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { clientLogMessages } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';

/** User agents can be arbitrarily long; a few hundred characters identify a browser. */
export const USER_AGENT_MAX_LENGTH = 512;

export type ClientLogContext = {
  requestId: string;
  userAgent: string | undefined;
  careSessionId: string | undefined;
  receivedAt: Date;
};

export async function saveClientLogMessage(
  db: Db,
  message: LogMessage,
  context: ClientLogContext,
): Promise<string> {
  const id = newId('clientLogMessage', context.receivedAt);
  await db.insert(clientLogMessages).values({
    id,
    level: message.logLevel,
    message: message.message,
    url: message.url,
    referrer: message.referrer ?? null,
    stacktrace: message.stacktrace ?? null,
    userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    requestId: context.requestId,
    careSessionId: context.careSessionId ?? null,
    createdAt: context.receivedAt,
  });
  return id;
}
