import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../support/both-widths.ts';
import { appRunning, launchChromium, openPage } from '../support/browser.ts';
import {
  confirmationsTo,
  expectChargeAddsUp,
  labelsOf,
  orderSummary,
  startCheckoutServer,
  uniqueEmail,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';
import {
  completeOrder,
  credentialsStep,
  MASTERCARD_OK,
  offerStep,
  paymentStep,
  reviewStep,
  SEATTLE_PAYER,
  type StreamingWalk,
  thanksStep,
  VISA_OK,
} from '../support/streaming-checkout.ts';

/*
 * The streaming organic checkout in en-US, through the built web app and a real server: a new
 * customer buys Streaming Platinum "3 months free" (program code USTPSRTP3MOFREE), gets the
 * confirmation page and email, and can sign in with the email and password just chosen.
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

const PASSWORD = 'Lunar-Harbor-58';

async function signInWorks(email: string, password: string) {
  // A new browser context: the customer coming back later, with none of the checkout's state.
  const { page } = await openPage(browser, 'desktop');
  await page.goto(`${origin}/sign-in`);
  // The prerendered form (ADR 083) takes what is typed once the app runs.
  await appRunning(page);
  await signInWithPassword(page, { handle: email, password });
  await page.goto(`${origin}/account/credentials`);
  await page.getByText(`Signed in as ${email}`).waitFor();
  await page.context().close();
}

describe.each([
  { viewport: 'desktop', card: VISA_OK },
  // One free trial per card (docs/demo-data.md): the second walk's trial needs another card, or
  // the server rightly offers it the full price instead.
  { viewport: 'phone', card: MASTERCARD_OK },
] as const)('streaming organic checkout at $viewport width', ({ viewport, card }) => {
  it(
    'takes a new customer from the offer to the confirmation, email and sign-in',
    async () => {
      const { page, problems } = await openPage(browser, viewport);
      const walk: StreamingWalk = { page, problems, prefix: 'checkout-streaming', viewport };
      const email = uniqueEmail(`streaming-${viewport}`);

      await offerStep(walk, origin, 'USTPSRTP3MOFREE');
      await credentialsStep(walk, email, PASSWORD);
      await paymentStep(walk, card, SEATTLE_PAYER);
      await reviewStep(walk, email, card);

      // A free trial: nothing today; when the free months end, Platinum with the music royalty
      // fee and Washington's 6.5 % sales tax, adding up.
      const [today, later] = await orderSummary(page, 'Order summary');
      expect(today?.at(-1)).toMatchObject({ label: 'Due today', minor: 0 });
      expect(labelsOf(later ?? [])).toEqual([
        expect.stringMatching(/Platinum/),
        'Music royalty fee',
        'State sales tax (6.5%)',
        'Then you pay',
      ]);
      expectChargeAddsUp(later ?? [], /sales tax/);
      await page.getByText(/^Starting \d{2}\/\d{2}\/\d{4}$/).waitFor();

      await completeOrder(page);
      await thanksStep(walk, email);
      await page.context().close();

      const mail = await confirmationsTo(origin, email);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        locale: 'en-US',
        subject: 'Your Orbit Radio order is confirmed',
      });
      expect(mail[0]?.text).toContain(`Hi ${SEATTLE_PAYER.firstName}`);
      expect(mail[0]?.text).toContain('Charged to your card today: $0.00.');

      await signInWorks(email, PASSWORD);
    },
    WALK_TIMEOUT_MS,
  );
});
