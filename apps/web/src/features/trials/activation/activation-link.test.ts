import { describe, expect, it } from 'vitest';
import { linkTokenOf } from './activation-link.ts';

describe('linkTokenOf', () => {
  it.each([
    ['?tkn=abc', 'abc'],
    ['?TKN=abc', 'abc'],
    ['?Token=abc', 'abc'],
    ['?dtok=abc', 'abc'],
    ['?tkn=%20&token=def', 'def'],
    ['?programcode=X', undefined],
    ['', undefined],
  ])('%s → %s', (search, token) => {
    expect(linkTokenOf(search)).toBe(token);
  });
});
