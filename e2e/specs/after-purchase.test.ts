import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, VIEWPORTS } from '../support/browser.ts';
import {
  checkStep,
  startCheckoutServer,
  uniqueEmail,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';
import {
  findRadioById,
  SATELLITE_PATH,
  type SatelliteWalk,
  type ServiceAddress,
  satelliteComplete,
  satelliteOfferStep,
  satellitePaymentStep,
  satelliteReviewStep,
} from '../support/satellite-checkout.ts';

/*
 * After a purchase (ADR 050): the satellite thanks page offers "Listen now"; pressed, it asks the
 * server for a signed, minutes-long player link and opens it — here the server's sandbox player,
 * which verifies the link and says what is playing. Once in en-US on the US site, once in fr-CA
 * on the Canadian one; each thanks page is looked at on a phone and a desktop.
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

const CASES = [
  {
    locale: 'en-US',
    host: () => server.origin,
    radioId: 'ORBN0001',
    listenNow: 'Listen now',
    address: {
      firstName: 'Jordan',
      lastName: 'Okafor',
      email: uniqueEmail('after-purchase-us'),
      phone: '206-555-0183',
      street: '400 Pine St',
      city: 'Seattle',
      region: 'WA',
      zip: '98101',
    },
  },
  {
    locale: 'fr-CA',
    host: () => `http://can.localhost:${server.port}`,
    radioId: 'ORBQ0005',
    listenNow: 'Écouter maintenant',
    address: {
      firstName: 'Élise',
      lastName: 'Tremblay',
      email: uniqueEmail('after-purchase-ca'),
      phone: '514-555-0172',
      street: '1000 rue Sherbrooke O',
      city: 'Montréal',
      region: 'QC',
      zip: 'H3A 3G4',
    },
  },
] as const satisfies readonly {
  locale: SatelliteWalk['locale'];
  host: () => string;
  radioId: string;
  listenNow: string;
  address: ServiceAddress;
}[];

describe.each(CASES)('after a satellite purchase in $locale', (scenario) => {
  it(
    'offers Listen now on the thanks page, which opens the sandbox player on the plan bought',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      const walk: SatelliteWalk = {
        page,
        problems,
        locale: scenario.locale,
        prefix: `after-purchase-${scenario.locale}`,
        viewport: 'desktop',
        flowPath: `${SATELLITE_PATH}/organic`,
      };
      const last4 = scenario.radioId.slice(-4);
      const query = scenario.locale === 'fr-CA' ? '?langpref=fr-CA' : '';
      await satelliteOfferStep(walk, scenario.host(), query);
      await findRadioById(walk, scenario.radioId);
      await satellitePaymentStep(walk, scenario.address);
      await satelliteReviewStep(walk, scenario.address, last4);
      await satelliteComplete(walk, last4);

      const listen = page.getByRole('button', { name: scenario.listenNow, exact: true });
      await listen.waitFor();
      // The same thanks page on a phone: the button stays in reach and nothing overflows.
      await page.setViewportSize(VIEWPORTS.phone);
      await listen.scrollIntoViewIfNeeded();
      await checkStep(page, problems, `after-purchase-${scenario.locale}-thanks-phone`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await page.setViewportSize(VIEWPORTS.desktop);

      await listen.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/player\/listen\?listen=olk1\./, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Now playing on Orbit' }).waitFor();
      expect(await page.getByTestId('listen-plan').textContent()).not.toBe('');
      await page.getByText(`Radio ending in ${last4}`).waitFor();
      await checkStep(page, problems, `after-purchase-${scenario.locale}-player-desktop`);

      // The link is the customer's for minutes, and only as signed: one changed letter is refused
      // (the second-to-last: a base64url signature's last letter may carry padding bits only).
      const tampered = page
        .url()
        .replace(/(.)(.)$/, (_pair, letter: string, last: string) =>
          letter === 'A' ? `B${last}` : `A${last}`,
        );
      const refused = await page.goto(tampered);
      expect(refused?.status()).toBe(403);
      await page.getByRole('heading', { level: 1, name: 'Cannot play' }).waitFor();
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});
