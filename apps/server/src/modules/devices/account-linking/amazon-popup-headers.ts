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
  // Every answer passes here: a synchronous hook, and a path cut out only for the few URLs that
  // may be one of these pages (ADR 092).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPopupPage(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    done(null, payload);
  });
}

const POPUP_PREFIXES = [AMZAUTH_PATH, AMAZON_PAGES, SANDBOX_AMAZON_PATH];

function isPopupPage(url: string): boolean {
  if (!POPUP_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  const path = url.split('?')[0] ?? '';
  return (
    path === AMZAUTH_PATH ||
    path === `${AMAZON_PAGES}${AMZAUTH_PATH}` ||
    path.startsWith(`${SANDBOX_AMAZON_PATH}/`)
  );
}
