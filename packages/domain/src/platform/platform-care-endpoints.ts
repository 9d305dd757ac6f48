import type { CareEndpointDocs, CareEndpointTable } from './care-endpoint.ts';
import { envInfoSchema } from './env-info.ts';
import { logMessageReceiptSchema, logMessageSchema } from './log-message.ts';

/**
 * The care calls every page may make, from start-up on: the session and client logging. The web
 * app makes these before its first page, so every schema here is zod/mini (ADR 012).
 */
export const platformCareEndpoints = {
  /** Begins or resumes the care session and says how long it lasts. */
  envInfo: {
    method: 'GET',
    path: '/utility/env-info',
    response: envInfoSchema,
    access: 'open',
  },
  /** A client-side log entry; with or without a care session. */
  logMessage: {
    method: 'POST',
    path: '/utility/log-message',
    body: logMessageSchema,
    response: logMessageReceiptSchema,
    access: 'open',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const platformCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    envInfo: {
      tag: 'care platform',
      summary: 'Server facts for the web app; opens or resumes the care session',
      description:
        'Resumes the session named by the session cookie, or begins one and sets the cookie ' +
        '(HttpOnly, SameSite=Lax). A new session is stored by the first call that needs it; one ' +
        'never stored runs out one idle timeout after it began. New sessions are limited per ' +
        'client address (429 with Retry-After). `country` follows the host name; `pvtTime` is the ' +
        'server time.',
      errors: [429],
    },
    logMessage: {
      tag: 'care platform',
      summary: 'Keep a client-side log entry (errors, error-page views, explicit log actions)',
      description:
        'Works with or without a care session (tagged with it when present). Fields longer ' +
        'than their limit are refused, not truncated. `failedRequestId` names the request the ' +
        'entry is about (the `x-request-id` of a failed answer) and is written to the server log.',
      errors: [400, 413, 415, 429],
    },
  } satisfies CareEndpointDocs<typeof platformCareEndpoints>;
})();
