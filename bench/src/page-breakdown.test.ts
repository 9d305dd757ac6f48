import { describe, expect, it } from 'vitest';
import { groupOf, segmentsOf, shareOfChunk } from './page-breakdown.ts';

describe('what a page carries, by source', () => {
  it('reads the columns and sources of a source map’s segments', () => {
    // Line 0: column 0 of source 0, column 4 of source 1; line 1: column 0, still source 1.
    expect(segmentsOf('AAAA,ICAA;AAAA')).toEqual([
      { line: 0, column: 0, source: 0 },
      { line: 0, column: 4, source: 1 },
      { line: 1, column: 0, source: 1 },
    ]);
  });

  it('shares a chunk’s gzip bytes by the code each source maps, the rest unmapped', () => {
    const shares = shareOfChunk(
      'abcdefgh\nijkl',
      { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA' },
      130,
    );
    // 13 bytes in all (with the line break): 4 of a.ts, 4 of b.ts, 5 unmapped.
    expect(shares.get('a.ts')).toBeCloseTo(40);
    expect(shares.get('b.ts')).toBeCloseTo(40);
    expect(shares.get('(unmapped)')).toBeCloseTo(50);
    expect(shareOfChunk('x', undefined, 7).get('(unmapped)')).toBe(7);
  });

  it('groups a library by its package and our code by its path in the repository', () => {
    expect(groupOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      'npm:@tanstack/query-core',
    );
    expect(groupOf('../../../work/repo/apps/web/src/shared/forms/form-state.ts')).toBe(
      'apps/web/src/shared/forms/form-state.ts',
    );
    expect(groupOf('../../packages/domain/src/platform/field-error-codes.ts')).toBe(
      'packages/domain/src/platform/field-error-codes.ts',
    );
  });
});
