import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from '../support/browser.ts';
import {
  atStep,
  checkStep,
  confirmationsTo,
  expectChargeAddsUp,
  orderSummary,
  startCheckoutServer,
  uniqueEmail,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';
import {
  completeOrder,
  credentialsStep,
  fillPayment,
  offerStep,
  paymentStep,
  reviewStep,
  SEATTLE_PAYER,
  type StreamingWalk,
  THANKS_HEADING,
  VISA_DECLINED,
  VISA_OK,
} from '../support/streaming-checkout.ts';

/*
 * A declined card in the streaming organic checkout, then a good one. Its own server: the good
 * card (4242…) must not have paid a streaming trial before, which it has once the main streaming
 * spec ran against the same database (one trial per card).
 */
let server: ServerProcess;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  server = await startCheckoutServer();
  origin = server.origin;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const FAILED_PURCHASE =
  'console error: Failed to load resource: the server responded with a status of 402 (Payment Required)';

/** The account number the thanks page put in the data layer (`customerInfo.accountNumber`). */
type WithDataLayer = { digitalData?: { customerInfo?: { accountNumber?: string } } };

describe('a declined card, then a good one', () => {
  it(
    'says the card could not be processed, keeps the customer at payment, and orders once',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      const walk: StreamingWalk = {
        page,
        problems,
        prefix: 'checkout-card-declined',
        viewport: 'desktop',
      };
      const email = uniqueEmail('declined');

      // Essential "3 months for $1": a paid first charge, so the declined card is really charged.
      await offerStep(walk, origin, 'USTMSRTP3MO1');
      await credentialsStep(walk, email, 'Lunar-Harbor-58');
      await paymentStep(walk, VISA_DECLINED, SEATTLE_PAYER);
      await reviewStep(walk, email, VISA_DECLINED);
      const [firstQuote] = await orderSummary(page, 'Order summary');
      await completeOrder(page);

      // Back at payment with the reason announced; the purchase's 402 is the one console error.
      await atStep(page, /\/streaming\/organic\/payment(\?|$)/, 'Set up your payment');
      await page
        .getByRole('alert')
        .getByText(/problem processing your card, so your order wasn’t placed/)
        .waitFor();
      expect(problems).toEqual([FAILED_PURCHASE]);
      problems.length = 0;
      // The names, ZIP and phone stay; the card is typed again.
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe(
        SEATTLE_PAYER.firstName,
      );
      expect(await page.getByLabel('Card number', { exact: true }).inputValue()).toBe('');
      await checkStep(page, problems, 'checkout-card-declined-payment-error-desktop');

      await fillPayment(page, VISA_OK);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await reviewStep(walk, email, VISA_OK);
      // The same offer at the same price as before the decline.
      const [today] = await orderSummary(page, 'Order summary');
      expect(today).toEqual(firstQuote);
      expectChargeAddsUp(today ?? [], /sales tax/);
      await completeOrder(page);
      await atStep(page, /\/streaming\/organic\/thanks(\?|$)/, THANKS_HEADING);
      await checkStep(page, problems, 'checkout-card-declined-thanks-desktop');
      const accountNumber = await page.evaluate(
        () => (window as WithDataLayer).digitalData?.customerInfo?.accountNumber,
      );
      await page.context().close();

      // Exactly one order went through: one confirmation, for the account the page reported,
      // charged what the review said was due today.
      const mail = await confirmationsTo(origin, email);
      expect(mail).toHaveLength(1);
      expect(accountNumber).toMatch(/^\d{8}$/);
      expect(mail[0]?.text).toContain(`Account number: ${accountNumber}.`);
      expect(mail[0]?.text).toContain(`Charged to your card today: ${today?.at(-1)?.amount}.`);
    },
    WALK_TIMEOUT_MS,
  );
});
