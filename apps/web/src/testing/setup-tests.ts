import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { z } from 'zod';
import { runEffectsBeforeEvents } from '../app/effects-before-events.ts';
import { preloadEveryCatalog } from './every-catalog.ts';
import { forgetSdkState } from './fake-identity-service.ts';

z.config({ jitless: true });

// Preact runs a render's effects after the browser's next frame (ADR 115); jsdom's frames are
// timers 16 ms apart, long enough for a test's next step to wait on effects it depends on (the
// focus a page moves to its heading, a form's reset). Here they run on the next task, and, as in
// the browser (ADR 120), before any event reaches a handler of the app.
runEffectsBeforeEvents((runEffects) => {
  setTimeout(runEffects, 0);
});

// A message a page shows by its id (missing from the catalogs laid around it) fails the test that
// rendered it: the app only logs it, in development (`shared/i18n/intl.tsx`).
const missingMessages: string[] = [];
const logError = console.error.bind(console);
console.error = (...logged: unknown[]) => {
  const [first] = logged;
  if (first instanceof Error && first.message.startsWith('No message "')) {
    missingMessages.push(first.message);
  }
  logError(...logged);
};
afterEach(() => {
  const shown = missingMessages.splice(0);
  if (shown.length > 0) throw new Error(`Shown by id: ${[...new Set(shown)].join(' ')}`);
});

// A ceiling, not a delay: findBy/waitFor return as soon as the UI is there. Lazy route modules are
// transformed on first import, which can take over a second on a busy two-core runner.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its methods; enough of them for our Dialog.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(
    this: HTMLDialogElement,
    returnValue?: string,
  ) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// Vitest runs this file before every test file. The files of a worker share one jsdom
// (`isolate: false`, ADR 016): each starts as a new visitor, without the storage and cookies the
// SDK kept for the files before.
forgetSdkState();

// The files of a worker share one module graph (ADR 016), so a lazy import still on its way when
// a file ends is left unfinished for the next file, which then fails to load it. The pages that
// arrive by a second lazy import inside their route module are the likeliest to be mid-load when
// a test ends after a navigation: load them here, once per worker, before any test runs.
await Promise.all([
  import('../features/trials/activation/link-activation.tsx'),
  import('../features/trials/activation/two-step-activation.tsx'),
  import('../features/trials/activation/activation-thanks.tsx'),
  import('../features/trials/activation/refusal-pages.tsx'),
  import('../features/trials/activation/ast-activation.tsx'),
  import('../features/trials/activation/service-lane-one-click.tsx'),
  import('../features/trials/activation/start-your-trial.tsx'),
  import('../features/trials/used-car/eligibility/eligibility-page.tsx'),
  import('../features/trials/used-car/rtp/rtp-account-page.tsx'),
  import('../features/trials/used-car/rtp/rtp-review-page.tsx'),
  import('../features/trials/used-car/rtp/rtp-thanks-page.tsx'),
  import('../features/trials/used-car/sl2c/sl2c-page.tsx'),
  import('../features/trials/used-car/sl2c/sl2c-confirmation-page.tsx'),
  import('../features/checkout/plain-way-in/plan-chooser.tsx'),
  import('../features/subscription/upgrade/upgrade-flow.tsx'),
  import('../features/subscription/renewal/renewal-flow.tsx'),
  import('../features/checkout/promotion/promotion-page.tsx'),
  import('../features/checkout/pick-a-plan/pick-a-plan-page.tsx'),
  import('../features/subscription/upgrade-vip/vip-flow.tsx'),
  import('../features/subscription/multi-radio/multi-radio-flow.tsx'),
]);

// Every catalog in every language, once per worker: a test renders a page whole at once, as a
// visitor sees it once its language's messages are in (the loading itself is tested in
// shared/i18n).
await preloadEveryCatalog();

afterEach(() => {
  cleanup();
  document.body.className = '';
  document.documentElement.lang = '';
  document.title = '';
});
