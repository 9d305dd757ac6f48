export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Merges `patch` into `target` in place: nested plain objects merge, everything else (arrays
 * included) replaces. Keys that could reach a prototype are ignored.
 */
export function deepMerge<T extends PlainObject>(target: T, patch: PlainObject): T {
  const out = target as PlainObject;
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const current = out[key];
    if (isPlainObject(value) && isPlainObject(current)) deepMerge(current, value);
    else if (isPlainObject(value)) out[key] = deepMerge({}, value);
    else out[key] = value;
  }
  return target;
}
