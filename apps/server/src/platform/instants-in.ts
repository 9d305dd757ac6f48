/**
 * Every instant a record holds, however deep (rows, their arrays, maps and nested objects): what a
 * view worked out at one moment may compare that moment with, so what its next moment is found
 * among (ADR 102, 108).
 */
export function* instantsIn(value: unknown): Generator<number> {
  if (value instanceof Date) {
    yield value.getTime();
  } else if (value instanceof Map || value instanceof Set || Array.isArray(value)) {
    for (const inner of value.values()) yield* instantsIn(inner);
  } else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) yield* instantsIn(inner);
  }
}
