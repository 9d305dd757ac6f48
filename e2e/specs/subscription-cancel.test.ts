import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage, type ViewportName } from '../support/browser.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Click-to-cancel from the dashboard (flows §5.2, issue 13) on the seed's two cancellation
 * accounts (docs/demo-data.md `cancellation-accounts`): a streaming plan and a satellite plan,
 * each cancelled in at most two screens after the reasons, the save offer declined, then kept
 * again from the dashboard's pending notice ("Keep my subscription"), so the suite's database
 * ends as it began. The targeted route with its flag off (the error page) and on (the
 * `targeted-cancel` variant host). The Quebec account's cancel pages are only looked at, in
 * Canadian French.
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const STREAMING: DemoSignIn = {
  handle: 'cancel.streaming@orbitradio.test',
  password: 'Quasar-Drift-31',
};
const SATELLITE: DemoSignIn = {
  handle: 'cancel.satellite@orbitradio.test',
  password: 'Pulsar-Glow-64',
};
const AUDITRICE: DemoSignIn = {
  handle: 'auditrice@orbitradio.test',
  password: 'Aurore-Boreale-58',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(who: DemoSignIn, viewport: ViewportName, origin = usOrigin) {
  const opened = await openPage(browser, viewport);
  await (await signedInCookies(usOrigin, who))(opened.page.context(), origin);
  return opened;
}

/** The h1 of the page as it is now. */
async function headingOf(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
}

/**
 * From the reasons to a confirmed cancellation, declining any offer: the screens passed on the
 * way (the offer, the review), which click-to-cancel keeps to two at most.
 */
async function cancelAfterReasons(page: Page, problems: string[], name: string) {
  const screens: string[] = [];
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('heading', { level: 1, name: /One last option…|Review and confirm/ })
    .waitFor();
  if ((await headingOf(page)) === 'One last option…') {
    screens.push('offer');
    await checkAtBothWidths(page, problems, `${name}-offer`);
    await page.getByRole('button', { name: 'No thanks, continue to cancel' }).click();
    await settledOn(page, 'Review and confirm');
  }
  screens.push('review');
  await checkAtBothWidths(page, problems, `${name}-review`);
  await page.getByRole('button', { name: 'Cancel my subscription' }).click();
  await settledOn(page, /^Your plan (has been|will be) cancelled/);
  return screens;
}

/** The dashboard's pending notice, then "Keep my subscription": the card renews again. */
async function keepFromDashboard(page: Page, problems: string[], plan: string, name: string) {
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await settledOn(page, 'Manage your account');
  const card = page.getByRole('article', { name: plan });
  await card.getByText(/^Your subscription ends on \d\d\/\d\d\/\d{4}\.$/).waitFor();
  await checkAtBothWidths(page, problems, `${name}-pending`);
  await card.getByRole('button', { name: 'Keep my subscription' }).click();
  await card.getByText('You’re all set: your subscription will keep renewing.').waitFor();
  await card.getByText('Renews', { exact: true }).waitFor();
  await card.getByRole('link', { name: 'Cancel subscription' }).waitFor();
  await checkAtBothWidths(page, problems, `${name}-kept`);
}

describe('click-to-cancel (en-US)', () => {
  it('cancels a streaming plan from the dashboard, declining the offer, then keeps it', async () => {
    const { page, problems } = await signedIn(STREAMING, 'desktop');
    await page.goto(`${usOrigin}/account/manage`);
    await settledOn(page, 'Manage your account');
    const card = page.getByRole('article', { name: 'Streaming Platinum' });
    await card.getByRole('link', { name: 'Cancel subscription' }).click();
    await settledOn(page, 'Before you go…');
    expect(page.url()).toContain('/subscription/cancel?subscriptionId=sub_seed_cancel_streaming');
    await page.getByRole('radio', { name: 'I use another streaming service' }).waitFor();
    await page.getByRole('radio', { name: 'It’s too expensive' }).check();
    await page
      .getByRole('complementary', { name: 'Prefer to talk it over?' })
      .getByText(/Chat hours/)
      .waitFor();
    await checkAtBothWidths(page, problems, 'cancel-streaming-reasons');

    const screens = await cancelAfterReasons(page, problems, 'cancel-streaming');
    expect(screens).toEqual(['offer', 'review']);
    await page.getByText(/^Confirmation number/).waitFor();
    await page.getByText('We sent a confirmation to cancel.streaming@orbitradio.test.').waitFor();
    await checkAtBothWidths(page, problems, 'cancel-streaming-confirmation');

    await keepFromDashboard(page, problems, 'Streaming Platinum', 'cancel-streaming');
    await page.context().close();
  });

  it('cancels a satellite plan at a phone’s width, then keeps it', async () => {
    const { page, problems } = await signedIn(SATELLITE, 'phone');
    await page.goto(`${usOrigin}/account/manage`);
    await settledOn(page, 'Manage your account');
    await page
      .getByRole('article', { name: 'All Access' })
      .getByRole('link', { name: 'Cancel subscription' })
      .click();
    await settledOn(page, 'Before you go…');
    // A radio plan is not asked the streaming-only reasons.
    expect(await page.getByRole('radio', { name: 'I use another streaming service' }).count()).toBe(
      0,
    );
    await page.getByRole('radio', { name: 'Something else' }).check();
    await page.getByRole('textbox', { name: 'Tell us more' }).fill('Selling the car');
    await checkAtBothWidths(page, problems, 'cancel-satellite-reasons');

    const screens = await cancelAfterReasons(page, problems, 'cancel-satellite');
    expect(screens.length).toBeLessThanOrEqual(2);
    await page.getByText(/^Confirmation number/).waitFor();
    await checkAtBothWidths(page, problems, 'cancel-satellite-confirmation');

    await keepFromDashboard(page, problems, 'All Access', 'cancel-satellite');
    await page.context().close();
  });

  it('can be used with the keyboard alone: the reasons, the review, its focus on the title', async () => {
    const { page, problems } = await signedIn(SATELLITE, 'desktop');
    await page.goto(
      `${usOrigin}/subscription/cancel?subscriptionId=sub_seed_cancel_satellite&cancelOnline=true`,
    );
    await settledOn(page, 'Before you go…');
    await page.getByRole('radio', { name: 'It’s too expensive' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'It’s too expensive' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await settledOn(page, 'Review and confirm');
    // The new screen's title has the focus once the screen has rendered: reading starts there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('targeted cancel', () => {
  it('goes to the error page with enableTargetedCancel off', async () => {
    const { page, problems } = await signedIn(SATELLITE, 'desktop');
    await page.goto(`${usOrigin}/account/subscription/cancel-targeted`);
    await page.waitForURL(/\/error$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the cancel page of the only subscription with the flag on', async () => {
    const port = new URL(usOrigin).port;
    const variantOrigin = `http://variant-targeted-cancel.localhost:${port}`;
    const { page, problems } = await signedIn(SATELLITE, 'desktop', variantOrigin);
    await page.goto(`${variantOrigin}/account/subscription/cancel-targeted`);
    await settledOn(page, 'Before you go…');
    expect(page.url()).toBe(
      `${variantOrigin}/subscription/cancel?subscriptionId=sub_seed_cancel_satellite`,
    );
    await checkAtBothWidths(page, problems, 'cancel-targeted-reasons');
    await page.context().close();
  });
});

describe('the cancel pages in Canadian French (looked at, nothing cancelled)', () => {
  it('shows the reasons and the review in fr-CA', async () => {
    const { page, problems } = await signedIn(AUDITRICE, 'desktop', caOrigin);
    await page.goto(`${caOrigin}/account/manage?langpref=fr-CA`);
    await settledOn(page, 'Gérer votre compte');
    await page.getByRole('link', { name: 'Annuler l’abonnement' }).first().click();
    await settledOn(page, 'Avant de partir…');
    await checkAtBothWidths(page, problems, 'cancel-fr-CA-reasons');
    await page.getByRole('radio', { name: 'Je n’écoute pas assez' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Une dernière option…|Vérifier et confirmer/ })
      .waitFor();
    await checkAtBothWidths(page, problems, 'cancel-fr-CA-next');
    await page.context().close();
  });
});
