export interface CookieOptions {
  /** Seconds until the cookie expires; a session cookie when absent. */
  maxAgeSeconds?: number;
}

/** Cookies the SDK shares across the service's sites: always at path `/`, domain-wide. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
  /** All cookies as one string, to notice when another tab changed them. */
  snapshot(): string;
}

export function memoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set: (name, value) => {
      cookies.set(name, value);
    },
    remove: (name) => {
      cookies.delete(name);
    },
    snapshot: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * The registrable part of a host (`care.orbitradio.com` → `orbitradio.com`), so a cookie set on
 * one site is seen by the others. Hosts without one (localhost, IP addresses) get host-only cookies.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return undefined;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : undefined;
}

export function documentCookieJar(doc: Document): CookieJar {
  const domain = cookieDomainFor(doc.location?.hostname ?? '');
  const secure = doc.location?.protocol === 'https:';
  const attributes = (maxAgeSeconds?: number) =>
    [
      'Path=/',
      domain ? `Domain=${domain}` : '',
      maxAgeSeconds === undefined ? '' : `Max-Age=${Math.floor(maxAgeSeconds)}`,
      'SameSite=Lax',
      secure ? 'Secure' : '',
    ]
      .filter(Boolean)
      .join('; ');

  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const separator = pair.indexOf('=');
        if (separator < 0) continue;
        if (pair.slice(0, separator).trim() === name) {
          return decodeURIComponent(pair.slice(separator + 1).trim());
        }
      }
      return undefined;
    },
    set(name, value, options = {}) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(options.maxAgeSeconds)}`;
    },
    remove(name) {
      doc.cookie = `${name}=; ${attributes(0)}`;
    },
    snapshot: () => doc.cookie,
  };
}

/** A cookie holding JSON, checked against `schema`; anything unreadable counts as absent. */
export function readJsonCookie<T>(
  cookies: CookieJar,
  name: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  const raw = cookies.get(name);
  if (!raw) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
