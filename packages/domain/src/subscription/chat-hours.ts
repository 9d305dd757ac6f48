/**
 * When care agents chat (flows §5.2): weekdays 8 AM–11 PM, weekends 8 AM–8 PM, Eastern time.
 * Computed in the real zone with Intl, so the hours follow daylight saving time: 8 AM Eastern
 * is 12:00 UTC in summer and 13:00 UTC in winter, which fixed UTC hours get wrong half the year.
 */
export const CHAT_TIME_ZONE = 'America/New_York';

const OPENS_AT_HOUR = 8;
const WEEKDAY_CLOSES_AT_HOUR = 23;
const WEEKEND_CLOSES_AT_HOUR = 20;

export type ChatAvailability = { open: true; closesAt: Date } | { open: false; opensAt: Date };

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CHAT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

function easternWallClock(instant: Date): WallClock {
  const parts = easternParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

/** How far Eastern wall time is ahead of UTC at an instant, in milliseconds (negative). */
function easternOffsetMs(instant: Date): number {
  const wall = easternWallClock(instant);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a whole hour on an Eastern calendar day. The hours used here (8, 20, 23) are
 * never inside a daylight-saving jump (those happen at 2 AM), so the answer is unique.
 */
function easternHour(year: number, month: number, day: number, hour: number): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour);
  const first = wallAsUtc - easternOffsetMs(new Date(wallAsUtc));
  return new Date(wallAsUtc - easternOffsetMs(new Date(first)));
}

function isWeekend(weekday: number): boolean {
  return weekday === 0 || weekday === 6;
}

function closingHour(weekday: number): number {
  return isWeekend(weekday) ? WEEKEND_CLOSES_AT_HOUR : WEEKDAY_CLOSES_AT_HOUR;
}

/** Whether chat is open at `now`, and when it next closes or opens. */
export function chatAvailability(now: Date): ChatAvailability {
  const wall = easternWallClock(now);
  const closes = closingHour(wall.weekday);
  if (wall.hour >= OPENS_AT_HOUR && wall.hour < closes) {
    return { open: true, closesAt: easternHour(wall.year, wall.month, wall.day, closes) };
  }
  if (wall.hour < OPENS_AT_HOUR) {
    return { open: false, opensAt: easternHour(wall.year, wall.month, wall.day, OPENS_AT_HOUR) };
  }
  // After closing: 8 AM on the next Eastern calendar day (Date.UTC rolls the month over).
  const tomorrow = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return {
    open: false,
    opensAt: easternHour(
      tomorrow.getUTCFullYear(),
      tomorrow.getUTCMonth() + 1,
      tomorrow.getUTCDate(),
      OPENS_AT_HOUR,
    ),
  };
}
