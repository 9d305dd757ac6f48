import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn, signInWithPassword } from '../support/both-widths.ts';
import { appRunning, launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { DEMO_LISTENER } from '../support/signed-in.ts';

/*
 * Linking Google end to end in en-US (ADR 071): the sandbox "Google" the server ships in
 * development (`/dev/partners/google`, a real OAuth client library) starts an authorization
 * request with PKCE; the customer lands on our consent page, signs in with a password on the
 * identity's sign-in page, sees Google named with what it may do, allows it, and the partner
 * trades the code for tokens and sends the customer to the success page. The server runs in
 * development mode: production serves no sandbox partner.
 */
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('link Google (en-US)', () => {
  it('links through the consent page and ends on the success page', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${server.origin}/subscribe/linking`);
    await settledOn(page, 'Link your account');
    await checkAtBothWidths(page, problems, 'link-google-hub');
    await page.getByRole('link', { name: 'Link with Google' }).click();
    await settledOn(page, 'Link with Google');
    await checkAtBothWidths(page, problems, 'link-google-landing');

    // The partner's app starts the linking: our authorization endpoint, then our consent page.
    await page.goto(`${server.origin}/dev/partners/google`);
    await page.getByRole('link', { name: 'Link Orbit Radio' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe/linking/consent');
    await settledOn(page, 'Link your account');
    await checkAtBothWidths(page, problems, 'link-google-consent-signed-out');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInWithPassword(
      page,
      DEMO_LISTENER,
      (url) => url.pathname === '/subscribe/linking/consent',
    );
    await page
      .getByRole('heading', { level: 2, name: 'Google wants to link to your Orbit Radio account' })
      .waitFor();
    await expect
      .poll(() => page.getByRole('main').getByRole('listitem').allTextContents())
      .toEqual([
        'Play the channels and shows your subscription includes',
        'See whether your subscription is active',
      ]);
    await checkAtBothWidths(page, problems, 'link-google-consent');

    // By keyboard: Allow, then the provider, the partner's callback and our success page.
    await page.getByRole('button', { name: 'Allow', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/subscribe/linking/device-link-google/success',
    );
    await settledOn(page, 'Orbit Radio is linked to Google');
    await checkAtBothWidths(page, problems, 'link-google-success');
    await page.context().close();
  });

  it('tells Google no when the customer declines', { timeout: WALK_TIMEOUT_MS }, async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await page.goto(`${server.origin}/sign-in`);
    // The prerendered form (ADR 083) takes what is typed once the app runs.
    await appRunning(page);
    await signInWithPassword(page, DEMO_LISTENER);

    await page.goto(`${server.origin}/dev/partners/google`);
    await page.getByRole('link', { name: 'Link Orbit Radio' }).click();
    await page.getByRole('button', { name: 'Don’t allow' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/partners/google/callback');
    await page.getByRole('heading', { level: 1, name: 'Orbit Radio was not linked' }).waitFor();
    expect(await page.getByText('access_denied').count()).toBe(1);
    // The sandbox answers the refusal with 400, which the browser logs: the partner's page.
    expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    await page.context().close();
  });
});
