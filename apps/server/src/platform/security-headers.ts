import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

/**
 * Security headers of every answer that is not JSON: pages, their files, the developer mailbox.
 * The CSP allows nothing inline (no 'unsafe-inline'), so the web app ships scripts and styles as
 * files only; zod must run with `z.config({ jitless: true })` in the browser for the same reason.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // blob: a file the page holds in memory (a proof of enrolment under review, ADR 070): an image
  // shown as <img>, a PDF in an <iframe>; nothing is fetched from elsewhere for them.
  'img-src': ["'self'", 'data:', 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * Browser features no page of ours uses are switched off for every page and any frame, so an
 * injected script cannot reach the camera, microphone, location or payment sheet; passkeys
 * (WebAuthn) stay allowed for our own origin only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'browsing-topics=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');

type HelmetOptions = Parameters<typeof helmet>[0];

function helmetOptionsFor(config: Pick<AppConfig, 'mode'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS pins browsers to HTTPS for a year: only where production runs behind TLS.
    strictTransportSecurity:
      config.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Our pages are a single-page app: the page that opens the Amazon sign-in popup is whatever
    // page the visit began on, so every page lets its own popups keep their opener (ADR 076).
    // A page of another site that opens ours still gets no handle on it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xContentTypeOptions: true,
  };
}

/**
 * The security headers of every answer, worked out once: helmet writes them to a recording
 * response at start, instead of parsing its CSP directives again for each request (ADR 092).
 * Nothing in them depends on the request (no CSP nonce: nothing inline is allowed at all).
 */
export function securityHeadersFor(
  config: Pick<AppConfig, 'mode'>,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptionsFor(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * What a JSON answer carries instead (ADR 105): a caller reads JSON, no browser renders it as a
 * page, so the page's policies (its CSP directives, the permissions, the referrer, the opener,
 * the frame and download headers) mean nothing on it and cost every answer 0.9 KB. What does mean
 * something stays: no sniffing it into a page, no loading it cross-origin as a resource, and a
 * policy that lets it load nothing and be framed by nothing should a browser open it anyway; HSTS
 * in production, as on pages.
 */
export function jsonSecurityHeadersFor(
  config: Pick<AppConfig, 'mode'>,
): Readonly<Record<string, string>> {
  const pageHeaders = securityHeadersFor(config);
  const hsts = pageHeaders['strict-transport-security'];
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  });
}

/** Its media type says JSON (`application/json`, `application/problem+json`…). */
function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.includes('json');
}

/**
 * Puts the security headers on every answer as it is sent, by what it is: a JSON answer's few,
 * the page headers on anything else (a page, a script, an image, an answer without a body). A
 * hook of a module that runs after this one may still change one of them for its own pages.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mode'>,
): void {
  const pageHeaders = securityHeadersFor(config);
  const jsonHeaders = jsonSecurityHeadersFor(config);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJsonAnswer(reply.getHeader('content-type')) ? jsonHeaders : pageHeaders);
    done(null, payload);
  });
}
