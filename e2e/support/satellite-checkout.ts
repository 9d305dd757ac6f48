import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { atStep, checkStep, futureExpiry } from './checkout.ts';

/**
 * The satellite organic checkout (docs/checkout-web.md, "Satellite flows") step by step, in
 * en-US or Canadian French: offer → find your radio → payment → review → thanks. The texts are
 * what the customer reads, per language, so one walk serves both sites.
 */
export const SATELLITE_PATH = '/subscribe/checkout/purchase/satellite';

export const SATELLITE_TEXT = {
  'en-US': {
    offerHeading: 'Your car has a radio. Give it Orbit.',
    continue: 'Continue',
    step: (current: number) => `Step ${current} of 3`,
    lookupHeading: 'Find your radio',
    radioTab: 'Radio Info',
    carTab: 'Car Info',
    radioId: 'Radio ID',
    find: 'Find my radio',
    found: 'We found your radio',
    ending: (last4: string) => `ending in ${last4}`,
    plateMethod: 'License plate',
    plate: 'License plate number',
    plateRegion: 'State',
    consent: /^I agree that Orbit Radio may use this license plate/,
    paymentIntHeading: 'Now let’s set up your payment',
    paymentHeading: 'Set up your payment',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone number',
    street: 'Street address',
    city: 'City',
    region: 'State',
    zip: 'ZIP code',
    cardNumber: 'Card number',
    expiry: 'Expiration date',
    cvv: 'Security code (CVV)',
    reviewHeading: 'Review your order',
    radioEnding: (last4: string) => `Radio ID ending in ${last4}`,
    cardEnding: (last4: string) => `Visa ending in ${last4}`,
    summary: 'Order summary',
    dueToday: 'Due today',
    agreement: /^I agree that my subscription renews/,
    submit: 'Complete My Order',
    thanksHeading: 'Thanks for choosing Orbit!',
    accountNumber: 'Account number',
  },
  'fr-CA': {
    offerHeading: 'Orbit dans votre voiture, d’un océan à l’autre',
    continue: 'Continuer',
    step: (current: number) => `Étape ${current} sur 3`,
    lookupHeading: 'Trouvez votre radio',
    radioTab: 'Infos radio',
    carTab: 'Infos véhicule',
    radioId: 'Identifiant de la radio',
    find: 'Trouver ma radio',
    found: 'Nous avons trouvé votre radio',
    ending: (last4: string) => `se terminant par ${last4}`,
    plateMethod: 'Plaque d’immatriculation',
    plate: 'Numéro de plaque',
    plateRegion: 'Province ou territoire',
    consent: /^J’accepte qu’Orbit Radio utilise ce numéro de plaque/,
    paymentIntHeading: 'Configurons maintenant votre paiement',
    paymentHeading: 'Configurez votre paiement',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    email: 'Adresse courriel',
    phone: 'Numéro de téléphone',
    street: 'Adresse municipale',
    city: 'Ville',
    region: 'Province ou territoire',
    zip: 'Code postal',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvv: 'Code de sécurité (CVV)',
    reviewHeading: 'Vérifiez votre commande',
    radioEnding: (last4: string) => `Identifiant de radio se terminant par ${last4}`,
    cardEnding: (last4: string) => `Visa se terminant par ${last4}`,
    summary: 'Sommaire de la commande',
    dueToday: 'À payer aujourd’hui',
    agreement: /^J’accepte que mon abonnement se renouvelle/,
    submit: 'Passer ma commande',
    thanksHeading: 'Merci d’avoir choisi Orbit!',
    accountNumber: 'Numéro de compte',
  },
} as const;
export type SatelliteLocale = keyof typeof SATELLITE_TEXT;
type Texts = (typeof SATELLITE_TEXT)[SatelliteLocale];

export type SatelliteWalk = {
  page: Page;
  problems: string[];
  locale: SatelliteLocale;
  /** Screenshot name prefix, e.g. `checkout-satellite` → `checkout-satellite-offer-desktop`. */
  prefix: string;
  viewport: string;
  /** The flow's address (`…/satellite/organic/new` or `…/satellite/organic`). */
  flowPath: string;
};

export type ServiceAddress = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  /** The option's value: WA, QC… */
  region: string;
  zip: string;
};

const text = (walk: SatelliteWalk): Texts => SATELLITE_TEXT[walk.locale];
const stepUrl = (walk: SatelliteWalk, step: string) =>
  new RegExp(`${walk.flowPath}${step ? `/${step}` : ''}(\\?|$)`);
const shot = (walk: SatelliteWalk, step: string) =>
  checkStep(walk.page, walk.problems, `${walk.prefix}-${step}-${walk.viewport}`);

/** The seed's campaign titles use a straight apostrophe; the app's own texts a curly one. */
const apostrophes = (heading: string) =>
  new RegExp(`^${heading.replace(/[.?*+()[\]]/g, '\\$&').replace(/[’']/g, "['’]")}$`);

export async function satelliteOfferStep(walk: SatelliteWalk, origin: string, query = '') {
  const { page } = walk;
  await page.goto(`${origin}${walk.flowPath}${query}`);
  await atStep(page, stepUrl(walk, ''), apostrophes(text(walk).offerHeading));
  await shot(walk, 'offer');
  await page.getByRole('button', { name: text(walk).continue, exact: true }).click();
  await atStep(page, stepUrl(walk, 'device-lookup'), text(walk).lookupHeading);
  await page.getByRole('progressbar', { name: text(walk).step(1) }).waitFor();
}

/** Radio Info tab: the radio id, then "We found your radio" with its last 4. */
export async function findRadioById(walk: SatelliteWalk, radioId: string) {
  const { page } = walk;
  const t = text(walk);
  await page.getByRole('tab', { name: t.radioTab }).click();
  await page.getByLabel(t.radioId, { exact: true }).fill(radioId);
  await shot(walk, 'radio-lookup');
  await page.getByRole('button', { name: t.find, exact: true }).click();
  await expectFound(walk, radioId.slice(-4));
}

/** Car Info tab, licence plate: the plate, the province or state that issued it, consent. */
export async function findRadioByPlate(
  walk: SatelliteWalk,
  plate: string,
  region: string,
  last4: string,
) {
  const { page } = walk;
  const t = text(walk);
  await page.getByRole('tab', { name: t.carTab }).click();
  await page.getByRole('radio', { name: t.plateMethod }).check();
  await page.getByLabel(t.plate, { exact: true }).fill(plate);
  await page.getByLabel(t.plateRegion, { exact: true }).selectOption(region);
  await page.getByRole('checkbox', { name: t.consent }).check();
  await shot(walk, 'plate-lookup');
  await page.getByRole('button', { name: t.find, exact: true }).click();
  await expectFound(walk, last4);
}

async function expectFound(walk: SatelliteWalk, last4: string) {
  const { page } = walk;
  const t = text(walk);
  await page.getByRole('heading', { level: 2, name: t.found }).waitFor();
  await page.getByText(t.ending(last4), { exact: true }).waitFor();
  await shot(walk, 'radio-found');
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await atStep(page, stepUrl(walk, 'payment-int'), t.paymentIntHeading);
  await shot(walk, 'payment-interstitial');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await atStep(page, stepUrl(walk, 'payment'), t.paymentHeading);
  await page.getByRole('progressbar', { name: t.step(2) }).waitFor();
}

export async function satellitePaymentStep(walk: SatelliteWalk, address: ServiceAddress) {
  const { page } = walk;
  const t = text(walk);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(t.firstName).fill(address.firstName);
  await field(t.lastName).fill(address.lastName);
  await field(t.email).fill(address.email);
  await field(t.phone).fill(address.phone);
  await field(t.street).fill(address.street);
  await field(t.city).fill(address.city);
  await field(t.region).selectOption(address.region);
  await field(t.zip).fill(address.zip);
  await field(t.cardNumber).fill('4242 4242 4242 4242');
  await field(t.expiry).fill(futureExpiry());
  await field(t.cvv).fill('123');
  await shot(walk, 'payment');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
}

export async function satelliteReviewStep(
  walk: SatelliteWalk,
  address: ServiceAddress,
  last4: string,
) {
  const { page } = walk;
  const t = text(walk);
  await atStep(page, stepUrl(walk, 'review'), t.reviewHeading);
  await page.getByRole('progressbar', { name: t.step(3) }).waitFor();
  await page.getByText(new RegExp(`${t.radioEnding(last4)}$`)).waitFor();
  await page.getByText(address.email, { exact: true }).waitFor();
  await page.getByText(t.cardEnding('4242'), { exact: true }).waitFor();
  await page
    .getByText(new RegExp(`^${address.street}, ${address.city}, ${address.region}`))
    .waitFor();
  await page.getByRole('region', { name: t.summary }).waitFor();
  await shot(walk, 'review');
}

export async function satelliteComplete(walk: SatelliteWalk, last4: string): Promise<string> {
  const { page } = walk;
  const t = text(walk);
  await page.getByRole('checkbox', { name: t.agreement }).check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // The market's default confirmation hero: the satellite campaigns have none of their own.
  await atStep(page, stepUrl(walk, 'thanks'), apostrophes(t.thanksHeading));
  const value = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  expect(await value(t.radioId).textContent()).toBe(t.ending(last4));
  const accountNumber = (await value(t.accountNumber).textContent()) ?? '';
  expect(accountNumber).toMatch(/^\d{8}$/);
  await shot(walk, 'thanks');
  return accountNumber;
}
