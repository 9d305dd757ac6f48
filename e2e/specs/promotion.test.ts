import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { startCheckoutServer, uniqueEmail, WALK_TIMEOUT_MS } from '../support/checkout.ts';

/*
 * The zero-cost promotion (flows §4.3, ADR 042) on the demo data (docs/demo-data.md, "Promotion
 * and pick-a-plan"): a redeemed code lands on its own page; a good code finds a never-activated
 * radio, takes the new account's details and a password, and activates with no card — in en-US
 * on the US site and in French on the Canadian one.
 */
const FLOW = '/subscribe/checkout/promotion/satellite';

const TEXT = {
  'en-US': {
    title: 'Activate your radio with your promo code',
    redeemed: 'This promo code has already been used',
    radioId: 'Radio ID',
    find: 'Find my radio',
    found: 'We found your radio',
    continue: 'Continue',
    account: 'Your information',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    street: 'Street address',
    city: 'City',
    region: 'State',
    zip: 'ZIP code',
    review: 'Review and activate',
    password: 'Password',
    agreement: /^I accept the/,
    activate: 'Activate my radio',
    thanks: 'Your radio is activated',
  },
  'fr-CA': {
    title: 'Activez votre radio avec votre code promotionnel',
    redeemed: 'Ce code promotionnel a déjà été utilisé',
    radioId: 'Identifiant de la radio',
    find: 'Trouver ma radio',
    found: 'Nous avons trouvé votre radio',
    continue: 'Continuer',
    account: 'Vos renseignements',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    email: 'Courriel',
    phone: 'Numéro de téléphone',
    street: 'Adresse municipale',
    city: 'Ville',
    region: 'Province ou territoire',
    zip: 'Code postal',
    review: 'Vérifier et activer',
    password: 'Mot de passe',
    agreement: /^J’accepte la/,
    activate: 'Activer ma radio',
    thanks: 'Votre radio est activée',
  },
} as const;

type Walk = { page: Page; problems: string[]; locale: keyof typeof TEXT; prefix: string };

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

async function section(page: Page, name: string) {
  await page.getByRole('heading', { level: 2, name }).waitFor({ timeout: 20_000 });
}

/** Landing → find the radio → the account's details → password and agreement → thanks. */
async function activate(
  walk: Walk,
  entry: {
    radioId: string;
    address: { street: string; city: string; region: string; zip: string };
  },
) {
  const { page, problems, locale, prefix } = walk;
  const text = TEXT[locale];
  await settledOn(page, text.title);
  await checkAtBothWidths(page, problems, `${prefix}-device-lookup`);
  await page.getByLabel(text.radioId).fill(entry.radioId);
  await page.getByRole('button', { name: text.find }).click();
  await page.getByRole('heading', { name: text.found }).waitFor();
  await page.getByRole('button', { name: text.continue, exact: true }).click();

  await section(page, text.account);
  const email = uniqueEmail(`promotion-${locale}`);
  await page.getByLabel(text.firstName).fill(locale === 'fr-CA' ? 'Élise' : 'Grace');
  await page.getByLabel(text.lastName).fill(locale === 'fr-CA' ? 'Gagnon' : 'Hopper');
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.phone).fill('6125550142');
  await page.getByLabel(text.street).fill(entry.address.street);
  await page.getByLabel(text.city).fill(entry.address.city);
  await page.getByLabel(text.region).selectOption(entry.address.region);
  await page.getByLabel(text.zip).fill(entry.address.zip);
  await checkAtBothWidths(page, problems, `${prefix}-account-info`);
  await page.getByRole('button', { name: text.continue, exact: true }).click();

  await section(page, text.review);
  await page.getByLabel(text.password).fill('Comet-Trail-58');
  // The agreement by keyboard: focus it and press Space.
  const agreement = page.getByRole('checkbox', { name: text.agreement });
  await agreement.focus();
  await page.keyboard.press('Space');
  expect(await agreement.isChecked()).toBe(true);
  await checkAtBothWidths(page, problems, `${prefix}-device-activation`);
  await page.getByRole('button', { name: text.activate }).click();

  await section(page, text.thanks);
  expect(await page.getByText(email).count()).toBeGreaterThan(0);
  await checkAtBothWidths(page, problems, `${prefix}-thanks`);
}

describe('the zero-cost promotion', () => {
  it(
    'sends a redeemed code to its own page',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${FLOW}?promocode=FREERADIOONCE`);
      await page.waitForURL(/\/subscribe\/checkout\/promotion\/promo-code-redeemed-error$/);
      await settledOn(page, TEXT['en-US'].redeemed);
      // The validate call's 400 is the refusal the page reads, the only console message expected.
      await expectLoggedProblems(problems, [
        'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
      await checkAtBothWidths(page, problems, 'promotion-redeemed-en-US');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'activates a new radio with a good code in en-US, with no card',
    async () => {
      const { page, problems } = await openPage(browser, 'desktop');
      await page.goto(`${server.origin}${FLOW}?promocode=RADIOFREE3`);
      await activate(
        { page, problems, locale: 'en-US', prefix: 'promotion-en-US' },
        {
          radioId: 'ZC000102',
          address: { street: '410 Nicollet Mall', city: 'Minneapolis', region: 'MN', zip: '55401' },
        },
      );
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'activates a new radio on the Canadian site in French',
    async () => {
      const { page, problems } = await openPage(browser, 'phone');
      const caOrigin = `http://can.localhost:${server.port}`;
      await page.goto(`${caOrigin}${FLOW}?promocode=RADIOGRATUIT3&langpref=fr-CA`);
      await activate(
        { page, problems, locale: 'fr-CA', prefix: 'promotion-fr-CA' },
        {
          radioId: 'ZC000202',
          address: {
            street: '1250 rue Sainte-Catherine O',
            city: 'Montréal',
            region: 'QC',
            zip: 'H3G 1P1',
          },
        },
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});
