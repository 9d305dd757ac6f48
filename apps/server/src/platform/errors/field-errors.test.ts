import { vinSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './field-errors.ts';

const address = z.strictObject({
  postalCode: z.string().max(7),
  lines: z.array(z.string().min(2)),
});
const schema = z.strictObject({ name: z.string(), address });

function fieldErrors(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(result.error.issues, input);
}

describe('fieldErrorsFromIssues', () => {
  it('names nested fields by their dotted path, array items by index', () => {
    expect(
      fieldErrors({ name: 'Ana', address: { postalCode: 'K1A 0B1XX', lines: ['ok', 'x'] } }),
    ).toEqual([
      { errorCode: 'TOO_LONG', fieldName: 'address.postalCode' },
      { errorCode: 'TOO_SHORT', fieldName: 'address.lines.1' },
    ]);
  });

  it('tells a missing field (REQUIRED) from a wrong one (INVALID) and flags unknown keys', () => {
    expect(fieldErrors({ name: 7, address: { lines: [], extra: true } })).toEqual(
      expect.arrayContaining([
        { errorCode: 'INVALID', fieldName: 'name' },
        { errorCode: 'REQUIRED', fieldName: 'address.postalCode' },
        { errorCode: 'UNKNOWN_FIELD', fieldName: 'address.extra' },
      ]),
    );
  });

  it('reports a missing payload without a field name', () => {
    expect(fieldErrors(undefined)).toEqual([{ errorCode: 'REQUIRED' }]);
  });
});

describe('field errors from domain field rules', () => {
  it('keep the rule’s own code, such as a VIN whose check digit is wrong', () => {
    const lookup = z.strictObject({ vin: vinSchema });
    const input = { vin: '1HGCM82633A004353' };
    const result = lookup.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsFromIssues(result.error.issues, input)).toEqual([
      { errorCode: 'CHECK_DIGIT', fieldName: 'vin' },
    ]);
  });
});
