/**
 * React keys for list rows that carry no id of their own (two payments can share a date and an
 * amount): each row's natural key, with `#2`, `#3`… added to repeats so no two rows collide.
 */
export function uniqueKeys(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}
