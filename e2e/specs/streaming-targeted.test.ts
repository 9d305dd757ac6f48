import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { atStep, startCheckoutServer, uniqueEmail, WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { satellitePaymentStep } from '../support/satellite-checkout.ts';

/*
 * The streaming targeted checkouts (flows §2.1, ADR 049) on the seed's customers
 * (docs/demo-data.md): a SALES_STREAMING link for ORBA0003, whose Platinum plan runs, sells
 * streaming beside it from the link to thanks; an ACCOUNT link opens add-streaming; the Canadian
 * French site shows the same offer page. Orders change the account, so this spec has its own
 * server.
 */
let browser: Browser;
let server: ServerProcess;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startCheckoutServer();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TARGETED = '/subscribe/checkout/purchase/streaming/targeted';
const ANY_HEADING = /\S/;

/** The path of a freshly minted link (the dev endpoint the CLI also names). */
async function mintedLink(query: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.origin}/dev/entry-token?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { path: string }).path;
}

const continueButton = (page: Page, name = 'Continue') =>
  page.getByRole('button', { name, exact: true });

describe('a streaming targeted link', () => {
  it(
    'sells streaming beside a running satellite plan, from the link to thanks',
    async () => {
      const link = await mintedLink({ type: 'SALES_STREAMING', radioId: 'ORBA0003' });
      expect(link.startsWith(`${TARGETED}?tkn=oet1.`)).toBe(true);
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${link}`);
      await atStep(page, new RegExp(`${TARGETED}\\?tkn=`), ANY_HEADING);
      await page.getByRole('progressbar', { name: 'Step 1 of 2' }).waitFor();
      await checkAtBothWidths(page, problems, 'streaming-targeted-offer');

      // By keyboard: the offer's Continue, focused and pressed.
      await continueButton(page).focus();
      await page.keyboard.press('Enter');
      await atStep(page, /\/targeted\/payment-int\?/, 'Now let’s set up your payment');
      await continueButton(page).click();
      await atStep(page, /\/targeted\/payment\?/, 'Set up your payment');
      // Both widths on the empty form; the filled one is the walk's own screenshot.
      await checkAtBothWidths(page, problems, 'streaming-targeted-payment');
      await satellitePaymentStep(
        {
          page,
          problems,
          locale: 'en-US',
          prefix: 'streaming-targeted',
          viewport: 'desktop',
          flowPath: TARGETED,
        },
        {
          firstName: 'Dana',
          lastName: 'Whitfield',
          email: uniqueEmail('streaming-targeted'),
          phone: '512-555-0103',
          street: '300 Congress Ave',
          city: 'Austin',
          region: 'TX',
          zip: '78701',
        },
      );

      await atStep(page, /\/targeted\/review\?/, 'Review your order');
      await page.getByRole('region', { name: 'Order summary' }).waitFor();
      expect(await page.getByText(/ending in 0003/).count()).toBe(0);
      await checkAtBothWidths(page, problems, 'streaming-targeted-review');
      await page.getByRole('checkbox', { name: /^I agree that my subscription renews/ }).check();
      await continueButton(page, 'Complete My Order').click();
      await atStep(page, /\/targeted\/thanks\?/, ANY_HEADING);
      // Streaming was bought, not a radio's plan: no radio is named on the confirmation.
      expect(await page.getByText(/ending in 0003/).count()).toBe(0);
      await checkAtBothWidths(page, problems, 'streaming-targeted-thanks');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'opens add-streaming from an account link',
    async () => {
      const link = await mintedLink({ type: 'ACCOUNT', accountNumber: '10000001' });
      const token = new URL(link, server.origin).searchParams.get('atok') ?? '';
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${TARGETED}/add-streaming?atok=${token}`);
      await atStep(page, /\/targeted\/add-streaming\?atok=/, ANY_HEADING);
      await page.getByRole('progressbar', { name: 'Step 1 of 2' }).waitFor();
      await checkAtBothWidths(page, problems, 'streaming-add-streaming-offer');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the offer in Canadian French on the Canadian site',
    async () => {
      const link = await mintedLink({ type: 'SALES_STREAMING', radioId: 'ORBA0003' });
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`http://can.localhost:${server.port}${link}&langpref=fr-CA`);
      await atStep(page, new RegExp(`${TARGETED}\\?tkn=`), ANY_HEADING);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByRole('progressbar', { name: 'Étape 1 sur 2' }).waitFor();
      await checkAtBothWidths(page, problems, 'streaming-targeted-fr-offer');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});
