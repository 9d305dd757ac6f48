import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Security headers on every answer, pages and API alike. The CSP allows nothing inline (no
 * 'unsafe-inline'), so the web app ships scripts and styles as files only; zod must run with
 * `z.config({ jitless: true })` in the browser for the same reason.
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mode'>,
): Promise<void> {
  await app.register(helmet, {
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
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
