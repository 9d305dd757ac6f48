/**
 * Matrix parameters are `;key=value` pairs inside one path segment (`checkout;proactiveFlag=true`),
 * an Angular-router convention our old links still use. react-router does not know them, so the
 * routes that care read them here. Keys are compared case-insensitively, like query keys.
 */
export interface MatrixSegment {
  name: string;
  params: ReadonlyMap<string, string>;
}

export function parseMatrixSegment(segment: string): MatrixSegment {
  const [name = '', ...pairs] = segment.split(';');
  const params = new Map<string, string>();
  for (const pair of pairs) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = safeDecode(equals < 0 ? pair : pair.slice(0, equals)).toLowerCase();
    const value = equals < 0 ? '' : safeDecode(pair.slice(equals + 1));
    if (key) params.set(key, value);
  }
  return { name, params };
}

/** A matrix parameter "is set" when it is present with a value (`;proactiveFlag=true`, `=1`, `=yes`). */
export function isMatrixParamSet(segment: MatrixSegment, key: string): boolean {
  const value = segment.params.get(key.toLowerCase());
  return value !== undefined && value.trim() !== '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
