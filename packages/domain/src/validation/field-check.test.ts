import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import {
  fieldErrorCodeOfIssue,
  fieldSchema,
  isFieldErrorCode,
  lengthCode,
  optionalFieldSchema,
  rulesCountryForLocale,
  secretFieldSchema,
  typedFieldSchema,
} from './field-check.ts';

const digitsOnly = (value: string) => (/^\d+$/.test(value) ? null : FIELD_ERROR_CODES.INVALID);

describe('rulesCountryForLocale', () => {
  it.each([
    ['en-US', 'us'],
    ['en-CA', 'ca'],
    ['fr-CA', 'ca'],
  ] as const)('%s reads the %s rules', (locale, country) => {
    expect(rulesCountryForLocale(locale)).toBe(country);
  });
});

describe('fieldSchema', () => {
  const schema = fieldSchema(digitsOnly, (value) => `#${value}`);

  it('trims, checks, then normalises', () => {
    expect(schema.parse('  42 ')).toBe('#42');
  });

  it('carries the rule code as the message and in params', () => {
    const result = schema.safeParse('4x');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('INVALID');
    expect(issue && fieldErrorCodeOfIssue(issue)).toBe('INVALID');
  });

  it.each([
    [undefined, 'REQUIRED'],
    [null, 'REQUIRED'],
    [42, 'INVALID'],
  ])('reports %j as %s', (input, code) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(code);
  });
});

describe('optionalFieldSchema', () => {
  const schema = optionalFieldSchema(digitsOnly);

  it.each([undefined, null, '', '   '])('lets %j through as undefined', (input) => {
    expect(schema.parse(input)).toBeUndefined();
  });

  it('checks anything typed', () => {
    expect(schema.parse(' 7 ')).toBe('7');
    expect(schema.safeParse('x').success).toBe(false);
  });
});

describe('field error codes', () => {
  it('knows every code and nothing else', () => {
    for (const code of Object.values(FIELD_ERROR_CODES)) expect(isFieldErrorCode(code)).toBe(true);
    expect(isFieldErrorCode('Required')).toBe(false);
    expect(isFieldErrorCode(undefined)).toBe(false);
  });

  it('reads no code from an issue zod wrote itself', () => {
    expect(fieldErrorCodeOfIssue({ message: 'Invalid input: expected string' })).toBeUndefined();
  });

  it('orders length codes: empty, short, long', () => {
    expect(lengthCode('', 2, 4)).toBe('REQUIRED');
    expect(lengthCode('a', 2, 4)).toBe('TOO_SHORT');
    expect(lengthCode('abcde', 2, 4)).toBe('TOO_LONG');
    expect(lengthCode('abc', 2, 4)).toBeNull();
  });
});

describe('secretFieldSchema', () => {
  const schema = secretFieldSchema((value) => (value ? null : FIELD_ERROR_CODES.REQUIRED));

  it('keeps the value exactly as typed', () => {
    expect(schema.parse('  a b  ')).toBe('  a b  ');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('REQUIRED');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('REQUIRED');
  });
});

describe('typedFieldSchema', () => {
  it('needs something besides spaces, and trims it', () => {
    expect(typedFieldSchema.parse(' listener ')).toBe('listener');
    expect(typedFieldSchema.safeParse('   ').error?.issues[0]?.message).toBe('REQUIRED');
  });
});
