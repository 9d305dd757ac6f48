/** The service's own domains: a `redirectUrl` may only send a visitor to one of these (or below). */
export const OWN_DOMAINS = ['orbitradio.com', 'orbitradio.ca'] as const;

/**
 * Whether a URL is safe to send a visitor to after a session timeout: an absolute http(s) URL whose
 * host is one of the service's own domains or a subdomain of one (`care.orbitradio.ca`). A host that
 * merely ends with the same letters (`evilorbitradio.com`) does not count.
 */
export function isOwnServiceUrl(raw: string | null | undefined): boolean {
  if (!raw) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return OWN_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
