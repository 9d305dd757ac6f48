import { describe, expect, it } from 'vitest';
import { importersFirst } from './chunk-order.ts';

const graph: Record<string, string[]> = {
  page: ['forms', 'offer'],
  forms: ['schemas', 'react'],
  offer: ['price', 'schemas'],
  price: ['intl'],
  schemas: ['zod'],
  zod: [],
  intl: [],
  react: [],
};
const importsOf = (chunk: string) => graph[chunk];

describe('the order the start-up module evaluates chunks in (ADR 094, 099)', () => {
  it('names each chunk before every chunk it imports, so reversed each comes after its imports', () => {
    const order = importersFirst('page', importsOf);
    expect(order[0]).toBe('page');
    expect(new Set(order)).toEqual(new Set(Object.keys(graph)));
    const evaluated = [...order].reverse();
    for (const [chunk, imports] of Object.entries(graph)) {
      for (const imported of imports) {
        expect(evaluated.indexOf(imported)).toBeLessThan(evaluated.indexOf(chunk));
      }
    }
  });

  it('leaves out what is already loaded and what the build does not know, and ends on a cycle', () => {
    const cyclic: Record<string, string[]> = { ...graph, zod: ['schemas'] };
    const order = importersFirst('page', (chunk) => cyclic[chunk], new Set(['react', 'price']));
    expect(order).not.toContain('react');
    expect(order).not.toContain('price');
    expect(order).not.toContain('intl');
    expect(importersFirst('gone', importsOf)).toEqual([]);
    expect(order.filter((chunk) => chunk === 'schemas')).toHaveLength(1);
  });
});
