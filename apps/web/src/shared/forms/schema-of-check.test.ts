import { FIELD_ERROR_CODES, fieldErrorCodeOfIssue } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { schemaOfCheck } from './schema-of-check.ts';

const zipCheck = schemaOfCheck((values: { zip?: string; city?: string }) =>
  values.zip && /^\d{5}$/.test(values.zip)
    ? { ok: true as const, values: { zip: values.zip } }
    : { ok: false as const, errors: { zip: FIELD_ERROR_CODES.INVALID, city: undefined } },
);

describe('schemaOfCheck', () => {
  it('passes the check’s entry through', () => {
    expect(zipCheck.parse({ zip: '12345', city: 'Troy' })).toEqual({ zip: '12345' });
  });

  it('turns the check’s codes into issues on their fields', () => {
    const parsed = zipCheck.safeParse({ zip: '12' });
    expect(parsed.success).toBe(false);
    expect(
      parsed.error?.issues.map((issue) => [issue.path.join('.'), fieldErrorCodeOfIssue(issue)]),
    ).toEqual([['zip', 'INVALID']]);
  });
});
