import {
  DEFAULT_MAX_EVENT_BATCH_COUNT,
  PLAYBACK_TELEMETRY_LIMITS,
  USER_EVENT_LIMITS,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { maxBatchSizeFrom } from './batch-size.ts';

const playback = {
  fallback: PLAYBACK_TELEMETRY_LIMITS.maxBatchSize,
  hardMax: PLAYBACK_TELEMETRY_LIMITS.maxBatchSize,
};
const user = { fallback: USER_EVENT_LIMITS.maxBatchSize, hardMax: USER_EVENT_LIMITS.maxBatchSize };

describe('batch size from maxEventBatchCount', () => {
  it('has the spec numbers: default 20, playback 20, user events 1024', () => {
    expect(DEFAULT_MAX_EVENT_BATCH_COUNT).toBe(20);
    expect(PLAYBACK_TELEMETRY_LIMITS.maxBatchSize).toBe(20);
    expect(USER_EVENT_LIMITS.maxBatchSize).toBe(1024);
  });

  it.each([
    { extras: undefined, limits: playback, size: 20 },
    { extras: {}, limits: playback, size: 20 },
    { extras: { maxEventBatchCount: 5 }, limits: playback, size: 5 },
    { extras: { maxEventBatchCount: 50 }, limits: playback, size: 20 },
    { extras: { maxEventBatchCount: 0 }, limits: playback, size: 20 },
    { extras: { maxEventBatchCount: -3 }, limits: playback, size: 20 },
    { extras: { maxEventBatchCount: 2.5 }, limits: playback, size: 20 },
    { extras: { maxEventBatchCount: '10' }, limits: playback, size: 20 },
    { extras: undefined, limits: user, size: 1024 },
    { extras: { maxEventBatchCount: 300 }, limits: user, size: 300 },
    { extras: { maxEventBatchCount: 5_000 }, limits: user, size: 1024 },
    { extras: undefined, limits: { fallback: 20, hardMax: 1024 }, size: 20 },
  ])('$extras within $limits gives $size', ({ extras, limits, size }) => {
    expect(maxBatchSizeFrom(extras, limits)).toBe(size);
  });
});
