import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { atStep, startCheckoutServer, uniqueEmail, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import {
  completeOrder,
  credentialsStep,
  paymentStep,
  reviewStep,
  SEATTLE_PAYER,
  STREAMING_PATH,
  type StreamingWalk,
  thanksStep,
  VISA_OK,
} from '../support/streaming-checkout.ts';

/*
 * The plain way in (ADR 038): a visitor who opens the streaming checkout without a program code
 * lands on "Choose how you listen", picks the streaming offer with the keyboard and buys it; the
 * Canadian site, in French, offers satellite only.
 */
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the plain way in', () => {
  it(
    'takes a visitor without a program code from the chooser to a streaming order',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${STREAMING_PATH}?utm_source=plain`);
      await page.waitForURL(/\/subscribe\/checkout\/streaming\?utm_source=plain$/);
      await settledOn(page, 'Choose how you listen');
      const streaming = page.getByRole('region', { name: 'Stream on the Orbit app' });
      const satellite = page.getByRole('region', { name: 'Satellite radio in your car' });
      await streaming.waitFor();
      await satellite.waitFor();
      expect(await satellite.getByRole('link', { name: /^Choose / }).count()).toBe(1);
      await checkAtBothWidths(page, problems, 'plain-way-in-en-US');

      // By keyboard: Tab reaches the streaming pick, Enter follows it.
      const pick = streaming.getByRole('link', { name: /^Choose / }).first();
      for (let tabs = 0; tabs < 40; tabs += 1) {
        if (await pick.evaluate((link) => link === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      expect(await pick.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');

      await atStep(page, /\/streaming\/organic\?utm_source=plain&programcode=\w+$/, /.+/);
      // The code opened its own offer, not a stand-in for an unknown one.
      expect(
        await page.getByText(/couldn’t find the offer|offer you were looking for/).count(),
      ).toBe(0);
      const walk: StreamingWalk = { page, problems, prefix: 'plain-way-in', viewport: 'desktop' };
      await checkAtBothWidths(page, problems, 'plain-way-in-streaming-offer');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await atStep(page, /\/streaming\/organic\/creds-int/, 'Let’s create your account');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const email = uniqueEmail('plain-way-in');
      await credentialsStep(walk, email, 'Quiet-Meadow-47');
      await paymentStep(walk, VISA_OK, SEATTLE_PAYER);
      await reviewStep(walk, email, VISA_OK);
      await completeOrder(page);
      await thanksStep(walk, email);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'offers satellite only on the Canadian site, in French',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      await page.goto(
        `http://can.localhost:${server.port}/subscribe/checkout/streaming?langpref=fr-CA`,
      );
      await settledOn(page, 'Choisissez comment écouter');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      const satellite = page.getByRole('region', {
        name: 'La radio satellite dans votre véhicule',
      });
      await satellite.waitFor();
      expect(await page.getByRole('region', { name: /continu/ }).count()).toBe(0);
      await checkAtBothWidths(page, problems, 'plain-way-in-fr-CA');
      await satellite.getByRole('link', { name: /^Choisir / }).click();
      await page.waitForURL(/\/subscribe\/checkout\/purchase\/satellite\/organic\?langpref=fr-CA$/);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});
