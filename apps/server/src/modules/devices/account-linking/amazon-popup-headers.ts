import { AMZAUTH_PATH } from '@orbit/domain';
import type { App } from '../../../platform/http/app-instance.ts';

const AMAZON_PAGES = '/subscribe/linking/device-link-amazon';

/**
 * The Amazon sign-in popup must keep its `window.opener` through Amazon's pages and back, or the
 * code cannot reach the page that opened it (ADR 076). Every page is served with COOP
 * `same-origin`, which cuts that tie: the Alexa landing lets its popups keep it
 * (`same-origin-allow-popups`), and `amzauth` — a page that only hands the code to its opener,
 * of the same origin — does not isolate itself (`unsafe-none`).
 */
export function registerAmazonPopupHeaders(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === AMZAUTH_PATH || path === `${AMAZON_PAGES}${AMZAUTH_PATH}`) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    } else if (path === AMAZON_PAGES || path.startsWith(`${AMAZON_PAGES}/`)) {
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    return payload;
  });
}
