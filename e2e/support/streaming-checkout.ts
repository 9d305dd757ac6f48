import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { atStep, checkStep, futureExpiry } from './checkout.ts';

/**
 * The streaming organic checkout (docs/checkout-web.md) step by step, as a customer in en-US
 * goes through it. Each function waits for its step, leaves a screenshot named
 * `<prefix>-<step>` (axe and page problems checked first), and moves on.
 */
export const STREAMING_PATH = '/subscribe/checkout/purchase/streaming/organic';
const STEP = (path: string, walk?: StreamingWalk) =>
  new RegExp(`${walk?.flowPath ?? '/streaming/organic'}/${path}(\\?|$)`);

export type StreamingWalk = {
  page: Page;
  problems: string[];
  /** Screenshot name prefix, e.g. `checkout-streaming` → `checkout-streaming-offer-desktop`. */
  prefix: string;
  viewport: string;
  /** Where the steps are, when not the organic checkout's (the student checkout's, ADR 066). */
  flowPath?: string;
};

export type TestCard = { number: string; last4: string; brand: string };
export const VISA_OK: TestCard = { number: '4242 4242 4242 4242', last4: '4242', brand: 'Visa' };
export const MASTERCARD_OK: TestCard = {
  number: '5555 5555 5555 4444',
  last4: '4444',
  brand: 'Mastercard',
};
export const VISA_DECLINED: TestCard = {
  number: '4000 0000 0000 0002',
  last4: '0002',
  brand: 'Visa',
};

const shot = (walk: StreamingWalk, step: string) =>
  checkStep(walk.page, walk.problems, `${walk.prefix}-${step}-${walk.viewport}`);

export async function offerStep(walk: StreamingWalk, origin: string, programCode: string) {
  const { page } = walk;
  await page.goto(`${origin}${STREAMING_PATH}?programcode=${programCode}`);
  await atStep(page, /\/streaming\/organic\?programcode=/, 'Stream everything you love with Orbit');
  // The code opened its own offer: no "we couldn't find the offer" stand-in notice.
  expect(await page.getByText(/couldn’t find the offer|offer you were looking for/).count()).toBe(
    0,
  );
  await shot(walk, 'offer');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await atStep(page, STEP('creds-int'), 'Let’s create your account');
  await shot(walk, 'creds-interstitial');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function credentialsStep(walk: StreamingWalk, email: string, password: string) {
  const { page } = walk;
  await atStep(page, STEP('creds', walk), 'Create your account');
  await page.getByRole('progressbar', { name: 'Step 1 of 3' }).waitFor();
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await shot(walk, 'credentials');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await atStep(page, STEP('payment-int', walk), 'Now let’s set up your payment');
  await shot(walk, 'payment-interstitial');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStep(page, STEP('payment', walk), 'Set up your payment');
}

export type Payer = { firstName: string; lastName: string; zip: string; phone: string };
export const SEATTLE_PAYER: Payer = {
  firstName: 'Robin',
  lastName: 'Castellano',
  zip: '98101',
  phone: '206-555-0147',
};

/** The whole payment form (first visit) or only the card (after a bounce, the rest is kept). */
export async function fillPayment(page: Page, card: TestCard, payer?: Payer) {
  if (payer) {
    await page.getByLabel('First name', { exact: true }).fill(payer.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(payer.lastName);
    await page.getByLabel('ZIP code', { exact: true }).fill(payer.zip);
    await page.getByLabel('Phone number', { exact: true }).fill(payer.phone);
  }
  await page.getByLabel('Card number', { exact: true }).fill(card.number);
  await page.getByLabel('Expiration date', { exact: true }).fill(futureExpiry());
  await page.getByLabel('Security code (CVV)', { exact: true }).fill('123');
}

export async function paymentStep(walk: StreamingWalk, card: TestCard, payer: Payer) {
  const { page } = walk;
  await page.getByRole('progressbar', { name: 'Step 2 of 3' }).waitFor();
  await fillPayment(page, card, payer);
  await page.getByText(`${card.brand} card`, { exact: true }).waitFor();
  await shot(walk, 'payment');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function reviewStep(walk: StreamingWalk, email: string, card: TestCard) {
  const { page } = walk;
  await atStep(page, STEP('review', walk), 'Review your order');
  await page.getByRole('progressbar', { name: 'Step 3 of 3' }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
  await page.getByText(`${card.brand} ending in ${card.last4}`, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Order summary' }).waitFor();
  await shot(walk, 'review');
}

/** Ticks the agreement and orders; the caller waits for where that leads. */
export async function completeOrder(page: Page) {
  await page.getByRole('checkbox', { name: /^I agree that my subscription renews/ }).check();
  await page.getByRole('button', { name: 'Complete My Order', exact: true }).click();
}

/** The campaign's own confirmation hero (us_streaming_organic), not the generic title. */
export const THANKS_HEADING = /^You.re all set\. Start listening!$/;

/** The masked username of the thanks page and the email: first letter, stars, the domain. */
export function maskedUsernamePattern(email: string): RegExp {
  const at = email.indexOf('@');
  return new RegExp(`^${email[0]}\\*+${email.slice(at).replaceAll('.', '\\.')}$`);
}

export async function thanksStep(walk: StreamingWalk, email: string) {
  const { page } = walk;
  await atStep(page, STEP('thanks'), THANKS_HEADING);
  await page.getByRole('img', { name: 'Headphones resting on a desk at night' }).waitFor();
  const username = page.locator('dt', { hasText: 'Your username' }).locator('+ dd');
  expect(await username.textContent()).toMatch(maskedUsernamePattern(email));
  await page.getByRole('button', { name: 'Listen now' }).waitFor();
  await shot(walk, 'thanks');
}
