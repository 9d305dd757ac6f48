import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import {
  atStep,
  futureExpiry,
  startCheckoutServer,
  uniqueEmail,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';

/*
 * The used-car trials (docs/demo-data.md, "Used-car trials (RFLZ and RTP)" and "Trial
 * activation"): the RFLZ eligibility check with a code that redirects, one said on the page and
 * three invalid radio ids; the RTP trial bought with the sandbox's test card to its thanks page;
 * a dealer's service lane with its `corpid` and a `tkn` minted by the dev endpoint. Its own
 * development server: a fresh seed (a radio given a trial in one run is taken in the next), the
 * dev endpoint and mailbox.
 */
const RTP = '/activate/trial/rtp';

/** The seed's used-car radios (docs/demo-data.md), with the names and zip to type. */
const RADIOS = {
  eligible: { radioIdOrVin: 'UC000202', firstName: 'Jamie', lastName: 'Rivera', zip: '30301' },
  redirects112: { radioIdOrVin: 'UC000112', firstName: 'Casey', lastName: 'Morgan', zip: '30301' },
  inline107: { radioIdOrVin: 'UC000107', firstName: 'Jamie', lastName: 'Rivera', zip: '30301' },
  /** Malformed: the form refuses it itself, which in Canada counts as a strike. */
  invalidInCanada: {
    radioIdOrVin: 'UC-1',
    firstName: 'Camille',
    lastName: 'Tremblay',
    zip: 'H2X 1K4',
  },
} as const;
type RflzEntry = (typeof RADIOS)[keyof typeof RADIOS];

/** The seed's US dealer with both brandings, and the radio its service-lane link names. */
const DEALER = { corpId: '4100123', name: 'Lakeside Toyota', radioId: 'TA000404' };

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

async function checkEligibility(page: Page, entry: RflzEntry) {
  await page.getByLabel('Radio ID or VIN').fill(entry.radioIdOrVin);
  await page.getByLabel('First name').fill(entry.firstName);
  await page.getByLabel('Last name').fill(entry.lastName);
  await page.getByLabel(/ZIP code|Postal code/).fill(entry.zip);
  await page.getByRole('button', { name: 'Check My Eligibility' }).click();
}

async function openRtp(page: Page, site = origin) {
  await page.goto(`${site}${RTP}`);
  await settledOn(page, 'Get a free trial for your used car');
}

/** The browser logs the eligibility check's refusal (a 409 or 422 answer) as a console error. */
function withoutRefusal(problems: string[], status: string): string[] {
  const refusal = `console error: Failed to load resource: the server responded with a status of ${status}`;
  expect(problems).toEqual([refusal]);
  problems.length = 0;
  return problems;
}

/** The Canadian site of the same server. */
function canada() {
  return `http://can.localhost:${server.port}`;
}

describe('RFLZ: check your eligibility', () => {
  it('looks right at both widths in en-US and fr-CA', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openRtp(page);
    await checkAtBothWidths(page, problems, 'used-car-rflz');
    await page.goto(`${canada()}${RTP}?langpref=fr`);
    await settledOn(page, 'Obtenez un essai gratuit pour votre véhicule d’occasion');
    await checkAtBothWidths(page, problems, 'used-car-rflz-fr-CA');
  });

  it('is usable by keyboard alone', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openRtp(page);
    const entry = RADIOS.inline107;
    // From the top of the page, Tab reaches each box in order; Enter sends the form.
    const order = ['Radio ID or VIN', 'First name', 'Last name', 'ZIP code'];
    await page.getByLabel(order[0] ?? '').focus();
    for (const [index, value] of [
      entry.radioIdOrVin,
      entry.firstName,
      entry.lastName,
      entry.zip,
    ].entries()) {
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
      expect(focused).toBe(['radioIdOrVin', 'firstName', 'lastName', 'zipCode'][index]);
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    const button = await page.evaluate(() => document.activeElement?.textContent);
    expect(button).toBe('Check My Eligibility');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'already has a paid subscription' }).waitFor();
    withoutRefusal(problems, '409 (Conflict)');
  });

  it('says a code on the page (107)', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openRtp(page);
    await checkEligibility(page, RADIOS.inline107);
    await page.getByRole('alert').filter({ hasText: 'already has a paid subscription' }).waitFor();
    await checkAtBothWidths(page, withoutRefusal(problems, '409 (Conflict)'), 'used-car-rflz-107');
  });

  it('sends a redirect code (112) to the account lookup with the code and the language', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openRtp(page);
    await checkEligibility(page, RADIOS.redirects112);
    await page.waitForURL(/\/subscribe\/checkout\/flepz\?errorCode=112&langpref=en-US$/);
    await settledOn(page, 'Find your account');
    await page
      .getByText('That radio isn’t eligible for a used-car trial.', { exact: false })
      .waitFor();
    await checkAtBothWidths(
      page,
      withoutRefusal(problems, '409 (Conflict)'),
      'used-car-rflz-112-lookup',
    );
  });

  it('counts three invalid radio ids in Canada, then gives the care phone (no streaming checkout there)', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await openRtp(page, canada());
    await checkEligibility(page, RADIOS.invalidInCanada);
    await page.getByRole('alert').filter({ hasText: '2 tries left' }).waitFor();
    await checkAtBothWidths(page, problems, 'used-car-rflz-3494');
    await checkEligibility(page, RADIOS.invalidInCanada);
    await page.getByRole('alert').filter({ hasText: '1 try left' }).waitFor();
    await checkEligibility(page, RADIOS.invalidInCanada);
    await page
      .getByRole('alert')
      .filter({ hasText: 'We still don’t recognize that radio ID or VIN' })
      .waitFor();
    expect(page.url()).toMatch(/\/activate\/trial\/rtp$/);
    expect(problems).toEqual([]);
  });
});

describe('the RTP trial', () => {
  it(
    'is bought with the sandbox card, from eligibility to thanks',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await openRtp(page);
      await checkEligibility(page, RADIOS.eligible);
      await settledOn(page, 'Create your account');
      await page.getByText('Step 2 of 3').waitFor();
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field('First name').fill('Jamie');
      await field('Last name').fill('Rivera');
      await field('Email address').fill(uniqueEmail('rtp'));
      await field('Phone number').fill('512-555-0147');
      await field('Street address').fill('200 Congress Ave');
      await field('City').fill('Atlanta');
      await field('State').selectOption('GA');
      await field('ZIP code').fill('30301');
      await field('Card number').fill('4242 4242 4242 4242');
      await field('Expiration date').fill(futureExpiry());
      await field('Security code (CVV)').fill('123');
      // The offer and the email check answer while the form is filled: judge the page once
      // nothing is on its way, not halfway through a load.
      await page.getByText('Free trial', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkAtBothWidths(page, problems, 'used-car-rtp-account');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await atStep(page, /\/activate\/trial\/rtp\/review$/, 'Review your trial');
      await page.getByText('Visa ending in 4242').waitFor();
      await checkAtBothWidths(page, problems, 'used-car-rtp-review');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Complete My Order' }).click();
      await atStep(page, /\/activate\/trial\/rtp\/thanks$/, 'Your trial is on');
      await page.getByText(/Your free trial runs until/).waitFor();
      await checkAtBothWidths(page, problems, 'used-car-rtp-thanks');
    },
    WALK_TIMEOUT_MS,
  );
});

describe('SL2C: a dealer’s service lane', () => {
  it(
    'opens with the dealer’s branding, its offer and the link’s radio, and activates the trial',
    async () => {
      const minted = await fetch(
        `${origin}/dev/entry-token?type=SLTC&corpId=${DEALER.corpId}&brandingType=SLTC_SERVICE_LANE&radioId=${DEALER.radioId}`,
      );
      expect(minted.status).toBe(200);
      const { token } = (await minted.json()) as { token: string };
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(
        `${origin}/activate/trial/service-lane?corpid=${DEALER.corpId}&tkn=${encodeURIComponent(token)}`,
      );
      await settledOn(page, 'Activate your free trial');
      await page.getByText(DEALER.name, { exact: true }).waitFor();
      await page.getByText(`ending in ${DEALER.radioId.slice(-4)}`, { exact: false }).waitFor();
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field('First name').fill('Sam');
      await field('Last name').fill('Rivera');
      await field('Street address').fill('12 Lake Rd');
      await field('City').fill('Austin');
      await field('State').selectOption('TX');
      await field('ZIP code').fill('78701');
      await page.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }).check();
      await page.getByText('All Access').first().waitFor();
      await checkAtBothWidths(page, problems, 'used-car-sl2c-service-lane');
      await page.getByRole('button', { name: 'Activate My Trial' }).click();
      await atStep(page, /\/activate\/trial\/confirmation$/, 'Your trial is active');
      await page.getByText(`ending in ${DEALER.radioId.slice(-4)}`).waitFor();
      await checkAtBothWidths(page, problems, 'used-car-sl2c-confirmation');
    },
    WALK_TIMEOUT_MS,
  );
});
