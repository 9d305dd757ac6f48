/** Where a sign-in goes when the URL names nowhere (or somewhere it may not go). */
export const DEFAULT_AFTER_SIGN_IN = '/account';

/**
 * The `redirectTo` of a query string when it is a path on this site: it starts with one `/`, is
 * not protocol-relative (`//evil.test`), has no backslash trick (`/\evil.test`) and stays on
 * this origin once resolved. Anything else gives `fallback`.
 */
export function safeRedirectTarget(search: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  const raw = new URLSearchParams(search).get('redirectTo');
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  try {
    const base = 'https://orbit.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `path?redirectTo=…` carrying the visitor's destination on to another sign-in page. */
export function withRedirect(path: string, search: string): string {
  const target = new URLSearchParams(search).get('redirectTo');
  return target ? `${path}?${new URLSearchParams({ redirectTo: target })}` : path;
}
