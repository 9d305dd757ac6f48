import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import { careListenLinkRequestSchema, careListenLinkSchema } from './listen-care-calls.ts';

/** "Listen now" on the thanks pages (ADR 050): the player link of a subscription bought or owned. */
export const listenCareEndpoints = {
  listenLink: {
    method: 'POST',
    path: '/account/listen-link',
    body: careListenLinkRequestSchema,
    response: careListenLinkSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const listenCareEndpointDocs = /* @__PURE__ */ (() => {
  return {
    listenLink: {
      tag: 'care checkout',
      summary: 'A signed, short-lived link that opens the player app on a subscription',
      description:
        'For a subscription of the signed-in owner, or one a purchase confirmed on this care ' +
        'session in the last day (the thanks page of a visitor who bought without signing in). ' +
        'The link carries the subscription and an expiry minutes away, HMAC-signed under a server ' +
        'secret; the player app (PLAYER_APP_URL, by default the sandbox player of this server) ' +
        'verifies it. Anyone else’s subscription, or one that does not exist: 404 ' +
        'SUBSCRIPTION_NOT_FOUND, always the same.',
      errors: [400, 404],
    },
  } satisfies CareEndpointDocs<typeof listenCareEndpoints>;
})();
