import { describe, expect, it } from 'vitest';
import { newClientEvent } from './client-event.ts';

let draw = 0;
const sources = {
  now: () => Date.UTC(2026, 0, 1, 8, 30),
  randomBytes: (length: number) => new Uint8Array(length).map((_, index) => index + draw++),
};

describe('new client event', () => {
  it('has a random id of 20 characters, the time and the attributes', () => {
    const event = newClientEvent({ name: 'played', attributes: { channel: 'hits1' } }, sources);
    expect(event).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'played',
      occurredAt: '2026-01-01T08:30:00.000Z',
      attributes: { channel: 'hits1' },
    });
  });

  it('gives each event its own id', () => {
    const first = newClientEvent({ name: 'a' }, sources);
    const second = newClientEvent({ name: 'a' }, sources);
    expect(first?.id).not.toBe(second?.id);
  });

  it('takes the time the event happened when given', () => {
    expect(newClientEvent({ name: 'a', occurredAtMs: 0 }, sources)?.occurredAt).toBe(
      '1970-01-01T00:00:00.000Z',
    );
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of 129 characters', { name: 'x'.repeat(129) }],
    ['an impossible time', { name: 'a', occurredAtMs: Number.NaN }],
    ['a time beyond the calendar', { name: 'a', occurredAtMs: 1e20 }],
  ])('refuses %s', (_, input) => {
    expect(newClientEvent(input, sources)).toBeUndefined();
  });
});
