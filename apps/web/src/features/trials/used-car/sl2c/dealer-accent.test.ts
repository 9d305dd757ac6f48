import { describe, expect, it } from 'vitest';
import { contrastWithWhite, dealerAccentOf } from './dealer-accent.ts';

describe('dealerAccentOf', () => {
  it('keeps an accent white text reads well on', () => {
    expect(dealerAccentOf('#1d4ed8')).toBe('#1d4ed8');
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 0);
  });

  it('drops a pale accent and anything not #rrggbb', () => {
    expect(dealerAccentOf('#f2a33a')).toBeUndefined();
    expect(dealerAccentOf('#ffffff')).toBeUndefined();
    expect(dealerAccentOf('red')).toBeUndefined();
  });
});
