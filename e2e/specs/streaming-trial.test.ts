import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, type ViewportName } from '../support/browser.ts';
import {
  atStep,
  checkStep,
  futureExpiry,
  startCheckoutServer,
  uniqueEmail,
  WALK_TIMEOUT_MS,
} from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * The streaming roll-to-drop trial (flows §3.6, ADR 057) at `subscribe/trial/streaming`, the
 * accordion page: in en-US on the US site the trial alone (no card, nothing charged, the thanks
 * page says when it ends); in fr-CA on the Canadian site the trial with the paid plan after it
 * (a card, the quote's first charge on the day the trial ends). Each step is checked with axe and
 * left as a screenshot `streaming-trial-<walk>-<step>-<width>`.
 */
const TRIAL_PATH = '/subscribe/trial/streaming';
const STEP = (path: string) => new RegExp(`/subscribe/trial/streaming/${path}(\\?|$)`);
const PASSWORD = 'Quiet-Harbor-63';
const CARDS = { desktop: '4242 4242 4242 4242', phone: '5555 5555 5555 4444' } as const;

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

type Walk = { page: Page; problems: string[]; name: string };
const shot = (walk: Walk, step: string) =>
  checkStep(walk.page, walk.problems, `streaming-trial-${walk.name}-${step}`);

/** The words of each step, as each language writes them. */
const WORDS = {
  'en-US': {
    next: 'Continue',
    credsInt: 'Let’s create your account',
    creds: 'Create your account',
    email: 'Email address',
    password: 'Password',
    paymentInt: 'Now let’s set up your payment',
    information: 'Enter your information',
    firstName: 'First name',
    lastName: 'Last name',
    zip: 'ZIP code',
    phone: 'Phone number',
  },
  'fr-CA': {
    next: 'Continuer',
    credsInt: 'Créons votre compte',
    creds: 'Créez votre compte',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    paymentInt: 'Configurons maintenant votre paiement',
    information: 'Entrez vos renseignements',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    zip: 'Code postal',
    phone: 'Numéro de téléphone',
  },
} as const;

async function toInformation(walk: Walk, words: (typeof WORDS)['en-US' | 'fr-CA'], email: string) {
  const { page } = walk;
  // The offer: the trial ends by itself, no card.
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await atStep(page, STEP('creds-int'), words.credsInt);
  await shot(walk, 'creds-interstitial');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await atStep(page, STEP('creds'), words.creds);
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await shot(walk, 'credentials');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await atStep(page, STEP('payment-int'), words.paymentInt);
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await atStep(page, STEP('payment'), words.information);
}

async function fillPerson(page: Page, words: (typeof WORDS)['en-US' | 'fr-CA'], zip: string) {
  await page.getByLabel(words.firstName, { exact: true }).fill('Rowan');
  await page.getByLabel(words.lastName, { exact: true }).fill('Ellis');
  await page.getByLabel(words.zip, { exact: true }).fill(zip);
  await page.getByLabel(words.phone, { exact: true }).fill('514-555-0188');
}

describe.each(['desktop', 'phone'] as const)('streaming trial at %s width', (viewport) => {
  it(
    'starts the trial alone in en-US without a card, to thanks with the day it ends',
    async () => {
      const { page, problems } = await openPage(browser, viewport as ViewportName);
      const walk: Walk = { page, problems, name: `us-${viewport}` };
      const words = WORDS['en-US'];
      const origin = `http://localhost:${server.port}`;
      await page.goto(`${origin}${TRIAL_PATH}`);
      await atStep(page, /\/subscribe\/trial\/streaming$/, /./);
      await page.getByText(/Your trial ends by itself: no card needed/).waitFor();
      await shot(walk, 'offer');
      await toInformation(walk, words, uniqueEmail(`rtd-us-${viewport}`));

      // Just the trial (the default): no card field at all.
      expect(await page.getByRole('radio', { name: /^Just the trial/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0);
      await fillPerson(page, words, '10022');
      await shot(walk, 'information');
      await page.getByRole('button', { name: words.next, exact: true }).click();

      await atStep(page, STEP('review'), 'Review your trial');
      await page.getByText('No card needed', { exact: true }).waitFor();
      await page.getByText(/^Your trial ends on /).waitFor();
      await shot(walk, 'review');
      await page.getByRole('checkbox', { name: /my trial ends by itself/ }).check();
      await page.getByRole('button', { name: 'Start My Trial', exact: true }).click();

      await atStep(page, STEP('thanks'), /./);
      const ends = await page
        .getByText(/^Your trial runs until .+, then ends by itself\.$/)
        .textContent();
      expect(ends).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      await page.getByRole('button', { name: 'Listen now' }).waitFor();
      await shot(walk, 'thanks');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'sells the trial with the paid plan after it in fr-CA on the Canadian site',
    async () => {
      const { page, problems } = await openPage(browser, viewport as ViewportName);
      const walk: Walk = { page, problems, name: `ca-fr-${viewport}` };
      const words = WORDS['fr-CA'];
      const origin = `http://can.localhost:${server.port}`;
      await page.goto(`${origin}${TRIAL_PATH}?langpref=fr-CA`);
      await atStep(page, /\/subscribe\/trial\/streaming\?langpref=fr-CA$/, /./);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.getByText(/Votre essai prend fin de lui-même/).waitFor();
      await shot(walk, 'offer');
      await toInformation(walk, words, uniqueEmail(`rtd-ca-${viewport}`));

      // The first plan the trial may roll into (the renewal offers name each).
      await page
        .getByRole('radio', { name: /^Continuer d’écouter/ })
        .first()
        .check();
      await atStep(page, STEP('payment'), 'Configurez votre paiement');
      await fillPerson(page, words, 'H3A 3G4');
      // A card that had a streaming trial is not new to it: each width pays with its own.
      await page.getByLabel('Numéro de carte', { exact: true }).fill(CARDS[viewport]);
      await page.getByLabel('Date d’expiration', { exact: true }).fill(futureExpiry());
      await page.getByLabel('Code de sécurité (CVV)', { exact: true }).fill('123');
      await shot(walk, 'payment');
      await page.getByRole('button', { name: words.next, exact: true }).click();

      await atStep(page, STEP('review'), 'Vérifiez votre commande');
      const summary = page.getByRole('region', { name: 'Sommaire de la commande' });
      await summary.waitFor();
      // Nothing today; the paid plan's first charge on the day the trial ends.
      await summary.getByText(/^À compter du /).waitFor();
      await shot(walk, 'review');
      await page.getByRole('checkbox', { name: /^J’accepte que mon abonnement/ }).check();
      await page.getByRole('button', { name: 'Passer ma commande', exact: true }).click();

      await atStep(page, STEP('thanks'), /./);
      await page.getByText(/^Votre essai se poursuit jusqu’au .+; ensuite, /).waitFor();
      await shot(walk, 'thanks');
    },
    WALK_TIMEOUT_MS,
  );
});

/*
 * ADR 060: a signed-in customer's own trial (en-US, no credentials, no card, on their account) and
 * the refusal of one who already had it. The demo sign-ins of docs/demo-data.md: a trial started
 * stays, so each width takes a newcomer of its own.
 */
const NEWCOMERS: Record<'desktop' | 'phone', DemoSignIn> = {
  desktop: { handle: 'trial.newcomer@orbitradio.test', password: 'Meteor-Lane-26' },
  phone: { handle: 'trial.newcomer2@orbitradio.test', password: 'Meteor-Lane-27' },
};
const PAID_AFTER: Record<'desktop' | 'phone', DemoSignIn> = {
  desktop: { handle: 'trial.paidafter@orbitradio.test', password: 'Meteor-Lane-28' },
  phone: { handle: 'trial.paidafter2@orbitradio.test', password: 'Meteor-Lane-29' },
};
/** Cards no other walk pays with: a card that had a streaming trial is not new to it. */
const OWN_ACCOUNT_CARDS = { desktop: '4000 0566 5566 5556', phone: '5200 8282 8282 8210' } as const;
const RETURNING: DemoSignIn = {
  handle: 'trial.returning@orbitradio.test',
  password: 'Nova-Harbor-83',
};

async function openSignedIn(viewport: 'desktop' | 'phone', who: DemoSignIn, name: string) {
  const { page, problems } = await openPage(browser, viewport as ViewportName);
  const origin = `http://localhost:${server.port}`;
  await (await signedInCookies(origin, who))(page.context(), origin);
  await page.goto(`${origin}${TRIAL_PATH}`);
  await atStep(page, /\/subscribe\/trial\/streaming$/, /./);
  return { page, problems, name } satisfies Walk;
}

describe.each(['desktop', 'phone'] as const)(
  'the trial on a customer’s own account at %s width',
  (viewport) => {
    it(
      'puts the trial on the signed-in customer’s account: no password, no card, thanks with its end',
      async () => {
        const walk = await openSignedIn(viewport, NEWCOMERS[viewport], `own-${viewport}`);
        const { page } = walk;
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('creds-int'), 'Your Orbit account');
        expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
        await shot(walk, 'account');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('payment-int'), 'Now let’s set up your payment');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('payment'), 'Enter your information');
        expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0);
        await shot(walk, 'information');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('review'), 'Review your trial');
        await page.getByText('No card needed', { exact: true }).waitFor();
        await shot(walk, 'review');
        await page.getByRole('checkbox', { name: /my trial ends by itself/ }).check();
        await page.getByRole('button', { name: 'Start My Trial', exact: true }).click();
        await atStep(page, STEP('thanks'), /./);
        const ends = await page
          .getByText(/^Your trial runs until .+, then ends by itself\.$/)
          .textContent();
        expect(ends).toMatch(/\d{2}\/\d{2}\/\d{4}/);
        await shot(walk, 'thanks');
      },
      WALK_TIMEOUT_MS,
    );

    it(
      'puts the trial then a paid plan on the signed-in customer’s account: a new card, nothing today, the first charge when the trial ends',
      async () => {
        const walk = await openSignedIn(viewport, PAID_AFTER[viewport], `own-paid-${viewport}`);
        const { page } = walk;
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('creds-int'), 'Your Orbit account');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('payment-int'), 'Now let’s set up your payment');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('payment'), 'Enter your information');
        await page
          .getByRole('radio', { name: /^Keep listening/ })
          .first()
          .check();
        await atStep(page, STEP('payment'), 'Set up your payment');
        await fillPerson(page, WORDS['en-US'], '98101');
        await page.getByLabel('Card number', { exact: true }).fill(OWN_ACCOUNT_CARDS[viewport]);
        await page.getByLabel('Expiration date', { exact: true }).fill(futureExpiry());
        await page.getByLabel('Security code (CVV)', { exact: true }).fill('123');
        await shot(walk, 'payment');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('review'), 'Review your order');
        const summary = page.getByRole('region', { name: 'Order summary' });
        await summary.waitFor();
        // Nothing today; the paid plan's first charge on the day the trial ends.
        await summary.getByText(/^Starting /).waitFor();
        await page.getByText(PAID_AFTER[viewport].handle, { exact: true }).waitFor();
        await shot(walk, 'review');
        await page.getByRole('checkbox', { name: /^I agree that my subscription renews/ }).check();
        await page.getByRole('button', { name: 'Complete My Order', exact: true }).click();
        await atStep(page, STEP('thanks'), /./);
        await page.getByText(/^Your trial runs until .+; then /).waitFor();
        await shot(walk, 'thanks');
      },
      WALK_TIMEOUT_MS,
    );

    it(
      'tells a customer who already had the trial that it is for new subscribers, with the plans next',
      async () => {
        const walk = await openSignedIn(viewport, RETURNING, `refused-${viewport}`);
        const { page } = walk;
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('creds-int'), 'Your Orbit account');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await atStep(page, STEP('new-subscribers-only'), 'This trial is for new subscribers');
        await page.getByRole('link', { name: 'See streaming plans' }).waitFor();
        await shot(walk, 'refusal');
      },
      WALK_TIMEOUT_MS,
    );
  },
);
