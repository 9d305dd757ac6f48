import { describe, expect, it } from 'vitest';
import { fieldErrorCodeOfIssue } from '../validation/field-check.ts';
import { refreshDevicePayloadSchema, refreshTargetOf } from './refresh-device.ts';

describe('refreshTargetOf', () => {
  it.each([
    [{ radioId: 'abcd1234' }, { kind: 'radioId', radioId: 'ABCD1234' }],
    [{ vin: '1hgcm82633a004352' }, { kind: 'vin', vin: '1HGCM82633A004352' }],
    [{ phone: '555-123-4567' }, { kind: 'phone', phone: '5551234567' }],
    [
      { licensePlate: 'abc 123', state: 'NY' },
      { kind: 'licensePlate', licensePlate: 'ABC123', state: 'NY' },
    ],
    [
      { radioId: 'ABCD1234', vin: '1HGCM82633A004352' },
      { kind: 'radioId', radioId: 'ABCD1234' },
    ],
  ])('%j targets %j', (payload, target) => {
    expect(refreshTargetOf(payload)).toEqual(target);
  });

  it.each([{}, { licensePlate: 'ABC123' }, { state: 'NY' }, { radioId: '  ' }])(
    '%j names no device',
    (payload) => {
      expect(refreshTargetOf(payload)).toBeUndefined();
    },
  );
});

describe('refreshDevicePayloadSchema', () => {
  it('accepts one identifier', () => {
    expect(
      refreshDevicePayloadSchema.parse({ phone: '5551234567', languagePreference: 'fr-CA' }),
    ).toEqual({
      phone: '5551234567',
      languagePreference: 'fr-CA',
    });
  });

  it('refuses a payload naming no device with DEVICE_INFORMATION_REQUIRED', () => {
    const issues = refreshDevicePayloadSchema.safeParse({}).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([]);
    expect(issues[0] && fieldErrorCodeOfIssue(issues[0])).toBe('REQUIRED');
    expect((issues[0] as { params?: Record<string, unknown> }).params?.productErrorCode).toBe(
      'DEVICE_INFORMATION_REQUIRED',
    );
  });

  it('wants the state with a licence plate, and checks every identifier given', () => {
    const plateOnly = refreshDevicePayloadSchema.safeParse({ licensePlate: 'ABC123' });
    expect(plateOnly.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['state', '']);
    const bad = refreshDevicePayloadSchema.safeParse({
      radioId: 'AB',
      vin: '1HGCM82643A004352',
      phone: '555',
    });
    expect(
      bad.error?.issues.map((issue) => [issue.path.join('.'), fieldErrorCodeOfIssue(issue)]),
    ).toEqual([
      ['radioId', 'TOO_SHORT'],
      ['vin', 'CHECK_DIGIT'],
      ['phone', 'TOO_SHORT'],
    ]);
  });
});

describe('refreshDevicePayloadSchema: a virtual radio id', () => {
  it('lets a UUID through, for the call to answer DEVICE_REFRESH_NOT_SUPPORTED', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(refreshDevicePayloadSchema.safeParse({ radioId: id }).success).toBe(true);
    expect(refreshTargetOf({ radioId: id })).toEqual({ kind: 'radioId', radioId: id });
  });
});
