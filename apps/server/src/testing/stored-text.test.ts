import { describe, expect, it } from 'vitest';
import { holdsCardNumber } from './stored-text.ts';

describe('the stored-text scan for card numbers', () => {
  it('finds a card number typed alone, in groups or in a sentence', () => {
    expect(holdsCardNumber('4111111111111111')).toBe(true);
    expect(holdsCardNumber('my card is 4111 1111 1111 1111, thanks')).toBe(true);
    expect(holdsCardNumber('{"nickname":"5555-5555-5555-4444"}')).toBe(true);
  });

  it('does not mistake an id or a hash whose hex digits happen to form one for it', () => {
    expect(holdsCardNumber('log_019d4111111111111111abcdef0123')).toBe(false);
    expect(holdsCardNumber(`${'ab'.repeat(10)}4111111111111111${'cd'.repeat(10)}`)).toBe(false);
    expect(holdsCardNumber('[card ending 1111]')).toBe(false);
  });
});
