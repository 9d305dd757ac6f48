import { describe, expect, it } from 'vitest';
import { chatAvailability } from './chat-hours.ts';

const at = (iso: string) => new Date(iso);

describe('chatAvailability', () => {
  it('opens at 8 AM Eastern on a winter weekday (13:00 UTC) and closes at 11 PM (04:00 UTC)', () => {
    // Wednesday 2026-01-14, EST (UTC−5).
    expect(chatAvailability(at('2026-01-14T12:59:59Z'))).toEqual({
      open: false,
      opensAt: at('2026-01-14T13:00:00Z'),
    });
    expect(chatAvailability(at('2026-01-14T13:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-01-15T04:00:00Z'),
    });
    expect(chatAvailability(at('2026-01-15T03:59:59Z')).open).toBe(true);
    expect(chatAvailability(at('2026-01-15T04:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-01-15T13:00:00Z'),
    });
  });

  it('uses summer hours in July: 8 AM EDT is 12:00 UTC', () => {
    // Tuesday 2026-07-14, EDT (UTC−4).
    expect(chatAvailability(at('2026-07-14T11:59:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-07-14T12:00:00Z'),
    });
    expect(chatAvailability(at('2026-07-14T12:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-07-15T03:00:00Z'),
    });
  });

  it('closes at 8 PM on weekends and reopens at 8 AM the next day', () => {
    // Saturday 2026-01-17, EST.
    expect(chatAvailability(at('2026-01-17T15:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-01-18T01:00:00Z'),
    });
    expect(chatAvailability(at('2026-01-18T01:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-01-18T13:00:00Z'),
    });
    // Sunday 9:30 PM → Monday 8 AM, a weekday.
    expect(chatAvailability(at('2026-01-19T02:30:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-01-19T13:00:00Z'),
    });
  });

  it('treats a Friday at 9 PM as open (a weekday) and the Saturday at 9 PM as closed', () => {
    expect(chatAvailability(at('2026-01-17T02:00:00Z')).open).toBe(true);
    expect(chatAvailability(at('2026-01-18T02:00:00Z')).open).toBe(false);
  });

  it('springs forward: on Sunday 8 March 2026 chat opens at 12:00 UTC, the day before at 13:00', () => {
    // Saturday 7 March, 9 PM EST = 02:00 UTC on the 8th: closed until Sunday 8 AM EDT.
    expect(chatAvailability(at('2026-03-08T02:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-03-08T12:00:00Z'),
    });
    expect(chatAvailability(at('2026-03-08T12:30:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-03-09T00:00:00Z'),
    });
    // Still 7 March: 8 AM EST.
    expect(chatAvailability(at('2026-03-07T12:30:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-03-07T13:00:00Z'),
    });
  });

  it('falls back: on Sunday 1 November 2026 chat opens at 13:00 UTC, the day before at 12:00', () => {
    // Saturday 31 October, 10 PM EDT = 02:00 UTC on 1 November.
    expect(chatAvailability(at('2026-11-01T02:00:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-11-01T13:00:00Z'),
    });
    // 12:30 UTC on 1 November is 7:30 AM EST: not open yet, although it would be in summer.
    expect(chatAvailability(at('2026-11-01T12:30:00Z'))).toEqual({
      open: false,
      opensAt: at('2026-11-01T13:00:00Z'),
    });
    expect(chatAvailability(at('2026-10-31T12:30:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-11-01T00:00:00Z'),
    });
  });

  it('rolls over the end of a month and a year', () => {
    // Thursday 31 December 2026, 11:30 PM EST.
    expect(chatAvailability(at('2027-01-01T04:30:00Z'))).toEqual({
      open: false,
      opensAt: at('2027-01-01T13:00:00Z'),
    });
  });
});
