import { AMZAUTH_PATH } from '@orbit/domain';
import { SANDBOX_AMAZON_PATH } from '../../../platform/env/amazon-settings.ts';
import type { App } from '../../../platform/http/app-instance.ts';

const AMAZON_PAGES = '/subscribe/linking/device-link-amazon';

/**
 * The Amazon sign-in popup must keep its `window.opener` through Amazon's pages and back, or the
 * code cannot reach the page that opened it (ADR 076). Every page lets its popups keep it (COOP
 * `same-origin-allow-popups`, security-headers.ts), but a popup that comes back from Amazon to a
 * page isolating itself loses it: `amzauth` — a page that only hands the code to its opener, of
 * the same origin — does not isolate itself (`unsafe-none`), nor does the sandbox Amazon, whose
 * pages stand for Amazon's in the popup.
 */
export function registerAmazonPopupHeaders(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const popupPage =
      path === AMZAUTH_PATH ||
      path === `${AMAZON_PAGES}${AMZAUTH_PATH}` ||
      path.startsWith(`${SANDBOX_AMAZON_PATH}/`);
    if (popupPage) reply.header('cross-origin-opener-policy', 'unsafe-none');
    return payload;
  });
}
