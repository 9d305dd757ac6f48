/** The query parameter that is this app's (the page's language), never the player app's. */
const OWN_PARAMETERS: readonly string[] = ['langpref'];

/**
 * The player app's smart link with the visitor's query on it: what the link to `instant-stream`
 * asked the app to open (a channel, a show…), which only the player app knows how to read, so
 * every parameter goes but this app's own. The smart link's own parameters stay as configured.
 * Undefined when no smart link is configured, or it is no http(s) address.
 */
export function playerAppLinkOf(smartLink: string, search: string): string | undefined {
  let url: URL;
  try {
    url = new URL(smartLink.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const configured = new Set(url.searchParams.keys());
  for (const [name, value] of new URLSearchParams(search)) {
    if (OWN_PARAMETERS.includes(name) || configured.has(name)) continue;
    url.searchParams.append(name, value);
  }
  return url.toString();
}
