import { clientEventSchema } from '@orbit/domain';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage.ts';
import { storageEventStore } from './event-store.ts';

const KEY = 'test.events';
const stored = { id: 'e1', name: 'a', occurredAt: '2026-01-01T00:00:00.000Z', attributes: {} };

function setup() {
  const storage = memoryStorage();
  const warn = vi.fn();
  return { storage, warn, store: storageEventStore(storage, KEY, clientEventSchema, { warn }) };
}

describe('event store', () => {
  it('saves events as JSON and loads them back', () => {
    const { store, storage } = setup();
    store.save([stored]);
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([stored]);
    expect(store.load()).toEqual([stored]);
  });

  it('removes the key rather than storing an empty list', () => {
    const { store, storage } = setup();
    store.save([stored]);
    store.save([]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('leaves out stored entries that no longer read as events', () => {
    const { store, storage } = setup();
    storage.setItem(KEY, JSON.stringify([stored, { id: 'e2' }, 42, null]));
    expect(store.load()).toEqual([stored]);
  });

  it('clears', () => {
    const { store, storage } = setup();
    store.save([stored]);
    store.clear();
    expect(storage.getItem(KEY)).toBeNull();
  });
});
