import type * as z from 'zod/mini';
import { type KeyValueStorage, readJsonItem } from '../storage/key-value-storage.ts';
import type { EventLogger } from './event-logger.ts';

/** Where a buffer keeps its unsent events between page loads. */
export interface EventStore<E> {
  /** The stored events that are still readable; the others are left out. */
  load(): E[];
  save(events: readonly E[]): void;
  clear(): void;
}

export function storageEventStore<E>(
  storage: KeyValueStorage,
  key: string,
  schema: z.ZodMiniType<E>,
  logger: EventLogger,
): EventStore<E> {
  return {
    load() {
      const stored = readJsonItem(storage, key);
      if (!Array.isArray(stored)) return [];
      const events: E[] = [];
      for (const item of stored) {
        const parsed = schema.safeParse(item);
        if (parsed.success) events.push(parsed.data);
      }
      return events;
    },
    save(events) {
      if (events.length === 0) {
        storage.removeItem(key);
        return;
      }
      try {
        storage.setItem(key, JSON.stringify(events));
      } catch (error) {
        // A full or refused storage only costs the events of a reload; the queue in memory stays.
        logger.warn(`Unsent events could not be stored under ${key}`, error);
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
