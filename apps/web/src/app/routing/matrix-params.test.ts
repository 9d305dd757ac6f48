import { describe, expect, it } from 'vitest';
import { isMatrixParamSet, parseMatrixSegment } from './matrix-params.ts';

describe('matrix parameters', () => {
  it('splits a segment into its name and parameters', () => {
    const segment = parseMatrixSegment('checkout;proactiveFlag=true;x=a%20b;flag');
    expect(segment.name).toBe('checkout');
    expect(Object.fromEntries(segment.params)).toEqual({
      proactiveflag: 'true',
      x: 'a b',
      flag: '',
    });
  });

  it('says a parameter is set when it has a value, whatever the key case', () => {
    expect(
      isMatrixParamSet(parseMatrixSegment('checkout;proactiveFlag=true'), 'proactiveFlag'),
    ).toBe(true);
    expect(isMatrixParamSet(parseMatrixSegment('checkout;PROACTIVEFLAG=1'), 'proactiveFlag')).toBe(
      true,
    );
    expect(isMatrixParamSet(parseMatrixSegment('checkout;proactiveFlag='), 'proactiveFlag')).toBe(
      false,
    );
    expect(isMatrixParamSet(parseMatrixSegment('checkout;proactiveFlag'), 'proactiveFlag')).toBe(
      false,
    );
    expect(isMatrixParamSet(parseMatrixSegment('checkout'), 'proactiveFlag')).toBe(false);
  });

  it('survives malformed escapes', () => {
    expect(parseMatrixSegment('checkout;a=%E0%A4%A').params.get('a')).toBe('%E0%A4%A');
  });
});
