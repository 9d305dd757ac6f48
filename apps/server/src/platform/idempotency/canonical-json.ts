import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so two bodies that mean the same thing (keys in
 * another order, different spacing) give the same text and so the same request hash.
 * `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/** SHA-256 (hex) of what identifies a request: its path and its canonical body. */
export function requestHashOf(path: string, body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ path, body: body ?? null }))
    .digest('hex');
}
