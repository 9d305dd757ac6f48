import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, type ViewportName } from '../support/browser.ts';
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
  findRadioById,
  findRadioByPlate,
  SATELLITE_PATH,
  type SatelliteWalk,
  type ServiceAddress,
  satelliteComplete,
  satelliteOfferStep,
  satellitePaymentStep,
  satelliteReviewStep,
} from '../support/satellite-checkout.ts';

/*
 * The satellite organic checkout on the Canadian site, in Canadian French, for the Quebec radio
 * ORBQ0005 (a Lumen Comet 2023, plate G45ORB): a Montréal service address, so the quote carries
 * the GST (TPS, 5 %) and the QST (TVQ, 9,975 %), each on the price, in French money format.
 * The flag enableSatelliteOrganicNonAccordion is left off here: `…/satellite/organic` runs the
 * same flow (the US spec covers `…/organic/new`).
 *
 * The radio can be bought once per database, so each width gets its own server.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** 1 234,50 $: a no-break space (or narrow no-break space) between thousands, one before $. */
const FRENCH_MONEY = /^\d{1,3}(?:[\u00A0\u202F]\d{3})*,\d{2}\u00A0\$$/;
const TAX = /^(TPS|TVQ) /;

function montrealAddress(label: string): ServiceAddress {
  return {
    firstName: 'Élise',
    lastName: 'Tremblay',
    email: uniqueEmail(label),
    phone: '514-555-0172',
    street: '1000 rue Sherbrooke O',
    city: 'Montréal',
    region: 'QC',
    zip: 'H3A 3G4',
  };
}

describe.each([
  // Found by licence plate on a desktop, by radio id on a phone.
  { viewport: 'desktop', lookup: 'plate' },
  { viewport: 'phone', lookup: 'radioId' },
] as const)('Quebec satellite checkout in fr-CA at $viewport width', ({ viewport, lookup }) => {
  let server: ServerProcess;
  let caOrigin: string;

  beforeAll(async () => {
    server = await startCheckoutServer();
    caOrigin = `http://can.localhost:${server.port}`;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it(
    'shows the TPS and TVQ in French and confirms the order in French',
    async () => {
      const { page, problems } = await openPage(browser, viewport as ViewportName);
      const walk: SatelliteWalk = {
        page,
        problems,
        locale: 'fr-CA',
        prefix: 'checkout-quebec',
        viewport,
        flowPath: `${SATELLITE_PATH}/organic`,
      };
      const address = montrealAddress(`quebec-${viewport}`);

      await satelliteOfferStep(walk, caOrigin, '?langpref=fr-CA');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      if (lookup === 'plate') await findRadioByPlate(walk, 'G45ORB', 'QC', '0005');
      else await findRadioById(walk, 'ORBQ0005');
      await satellitePaymentStep(walk, address);
      await satelliteReviewStep(walk, address, '0005');

      // The plan, then GST and QST, each on the plan's price (no activation or royalty fee in
      // Canada), and the total — every amount written the French way.
      const [today] = await orderSummary(page, 'Sommaire de la commande');
      const labels = labelsOf(today ?? []);
      expect(labels[0]).toMatch(/\(\d+ mois\)$/);
      // "5 %" with a no-break space before the sign, as French typography writes it.
      expect(labels.slice(1)).toEqual([
        expect.stringMatching(/^TPS \(5[\u00A0\u202F]%\)$/),
        expect.stringMatching(/^TVQ \(9,975[\u00A0\u202F]%\)$/),
        'À payer aujourd’hui',
      ]);
      for (const row of today ?? []) expect(row.amount).toMatch(FRENCH_MONEY);
      expectChargeAddsUp(today ?? [], TAX);
      // The summary names the plan as the page above it does ("Accès intégral", not "All
      // Access"). Soft: a wrong name must not hide what the rest of the walk shows.
      const plan = await page
        .locator('dt', { hasText: /^Forfait$/ })
        .locator('+ dd')
        .textContent();
      const summaryPlan = labels[0]?.replace(/ \(\d+ mois\)$/, '');
      expect.soft(summaryPlan, 'the order summary names the plan in French').toBe(plan);

      const accountNumber = await satelliteComplete(walk, '0005');
      await page.context().close();

      // Node does not resolve can.localhost (Chromium does): the mailbox is read on the same server.
      const mail = await confirmationsTo(server.origin, address.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        locale: 'fr-CA',
        subject: 'Votre commande Orbit Radio est confirmée',
      });
      expect(mail[0]?.text).toContain('Radio se terminant par 0005.');
      expect(mail[0]?.text).toContain(`Numéro de compte : ${accountNumber}.`);
      expect(mail[0]?.text).toContain(
        `Montant porté à votre carte aujourd’hui : ${today?.at(-1)?.amount}.`,
      );
    },
    WALK_TIMEOUT_MS,
  );
});
