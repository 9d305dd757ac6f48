import { CARE_API_PATH } from '@orbit/domain';
import { SERVICE_API_PREFIXES } from './service-route.ts';

/**
 * Paths served by the server itself; everything else belongs to the web app (pages and assets).
 * Which surface a path belongs to: the care API (`/services/...`) answers errors in the care
 * shape, every other path in the service error shape. API paths never fall back to the web
 * app's index.html. A module that adds a new top-level API prefix adds it here.
 */
const API_PREFIXES = [
  CARE_API_PATH,
  '/health',
  '/docs',
  '/config',
  // The developer mailbox (development and test mode); a 404 elsewhere, never the web app.
  '/dev',
  // The embedded sandbox gateway's tokenizer.
  '/payments',
  // The sandbox player app (Listen now links, ADR 050).
  '/player',
  // The sandbox satellite uplink's partner contract (ADR 070).
  '/uplink',
  // The account-linking OAuth 2.0 provider (ADR 071).
  '/oauth',
  // What partners call: signed entitlement notices (ADR 077), the partner API (ADR 081).
  '/partners',
  // The Prometheus endpoint (ADR 085): a 404 to anyone but an operator, never the web app.
  '/metrics',
  ...SERVICE_API_PREFIXES,
];

const ASSETS_PREFIX = '/assets';

function pathOf(url: string): string {
  const queryStart = url.search(/[?#]/);
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isCareApiPath(url: string): boolean {
  return under(pathOf(url), CARE_API_PATH);
}

/** True for the web app's paths: its files (`/assets/...`, `/favicon.ico`) and its client-side routes. */
export function isWebAppPath(url: string): boolean {
  const path = pathOf(url);
  return !API_PREFIXES.some((prefix) => under(path, prefix));
}

/**
 * True for client-side routes, which get index.html. Hashed assets are excluded: a missing
 * `/assets/app-1234.js` must be a 404, not HTML the browser would try to run.
 */
export function isWebAppPagePath(url: string): boolean {
  return isWebAppPath(url) && !under(pathOf(url), ASSETS_PREFIX);
}
