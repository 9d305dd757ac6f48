import { type ApplicationConfig, applicationConfigSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { isGenericError } from '../http/sdk-errors.ts';
import {
  clockSettingsFrom,
  DEFAULT_MAX_DRIFT_MS,
  DEFAULT_MAX_TWO_WAY_LATENCY_MS,
  maxTwoWayLatencyMs,
  TIME_CONFIG_NOT_AVAILABLE,
} from './clock-settings.ts';

function configWith(timeExtras: Record<string, unknown> | undefined): ApplicationConfig {
  return applicationConfigSchema.parse({
    applicationId: 'orbit-care-web',
    version: '1',
    isTest: false,
    isPreview: false,
    domains:
      timeExtras === undefined
        ? {}
        : {
            time: {
              baseUrl: 'https://api.example/time/v1',
              endPoints: { metronome: { method: 'GET', href: 'metronome' } },
              extras: timeExtras,
            },
          },
  });
}

describe('clock settings', () => {
  it.each([
    ['no config at all', undefined],
    ['a config without the time domain', configWith(undefined)],
  ])('refuses %s with "Time config is not available"', (_, config) => {
    let thrown: unknown;
    try {
      clockSettingsFrom(config);
    } catch (error) {
      thrown = error;
    }
    expect(isGenericError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe('Time config is not available');
    expect(TIME_CONFIG_NOT_AVAILABLE).toBe('Time config is not available');
  });

  it('defaults to a 5 s discrepancy and drift and a 10 s max two-way latency', () => {
    expect(clockSettingsFrom(configWith({}))).toEqual({
      maxDiscrepancyMs: 5_000,
      maxDriftMs: 5_000,
      maxTwoWayLatencyMs: 10_000,
    });
    expect(DEFAULT_MAX_DRIFT_MS).toBe(5_000);
    expect(DEFAULT_MAX_TWO_WAY_LATENCY_MS).toBe(10_000);
  });

  it('takes the discrepancy and drift from the time domain extras', () => {
    expect(clockSettingsFrom(configWith({ maxDiscrepancyMs: 2_000, maxDriftMs: 1_000 }))).toEqual({
      maxDiscrepancyMs: 2_000,
      maxDriftMs: 1_000,
      maxTwoWayLatencyMs: 4_000,
    });
  });

  it.each([0, -1, 'soon', null, Number.NaN])('ignores an unusable value %s', (value) => {
    expect(
      clockSettingsFrom(configWith({ maxDiscrepancyMs: value, maxDriftMs: value })),
    ).toMatchObject({ maxDiscrepancyMs: 5_000, maxDriftMs: 5_000 });
  });

  it('derives the max two-way latency as twice the discrepancy', () => {
    expect(maxTwoWayLatencyMs(5_000)).toBe(10_000);
  });
});
