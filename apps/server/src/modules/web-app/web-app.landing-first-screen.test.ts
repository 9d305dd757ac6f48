import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_MODULE_DIR, PRERENDER_MODULE_FILE } from '@orbit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, US_HOST } from '../../testing/care-caller.ts';
import { rootOf, startupOf } from '../../testing/page-parts.ts';
import { createWebDistFixture } from '../../testing/web-dist-fixture.ts';

/**
 * The prerender module as the server imports it, making a landing's first reads the way the web
 * app's does (ADR 086): through the `firstReads` it is given — the offers for the URL's program
 * code in the page's language, then the lead offer's campaign — and rendering their words. A read
 * that fails leaves the frame alone, with no answers to inline.
 */
const LANDING_PRERENDER_MODULE = `
export async function prerenderPage({ url, hostname, firstReads }) {
  globalThis.landingRenders = (globalThis.landingRenders ?? 0) + 1;
  const { pathname, searchParams } = new URL(url, 'http://page');
  const frame = { html: '<main><p>Orbit frame</p></main>' };
  const locale = searchParams.get('langpref') === 'fr' ? 'fr-CA' : hostname.includes('.ca') ? 'en-CA' : 'en-US';
  const request = { streaming: pathname.includes('/streaming/'), locale };
  if (searchParams.get('programcode')) request.programCode = searchParams.get('programcode');
  if (searchParams.get('promocode')) request.marketingPromoCode = searchParams.get('promocode');
  if (searchParams.get('province')) request.province = searchParams.get('province');
  const call = async (path, init) => {
    const response = await firstReads('/services' + path, init);
    return response.ok ? (await response.json()).data : undefined;
  };
  const offers = await call('/offers', { method: 'POST', body: JSON.stringify(request) });
  const lead = offers?.offers.find((offer) => offer.planCode === offers.leadPlanCode) ?? offers?.offers[0];
  if (!lead) return frame;
  const campaign = await call('/content/campaigns/' + lead.campaignId + '?locale=' + locale, { method: 'GET' });
  if (!campaign) return frame;
  return {
    html: '<main><h1>' + campaign.salesHero.title + '</h1><p>' + lead.price.amountMinor + ' ' + lead.price.currency + '</p></main>',
    firstQueries: [
      { queryKey: ['offers', request], data: offers, readAt: 1 },
      { queryKey: ['campaign', lead.campaignId, locale], data: campaign, readAt: 1 },
    ],
  };
}
`;

const SATELLITE = '/subscribe/checkout/purchase/satellite/organic';
const STREAMING = '/subscribe/checkout/purchase/streaming/organic';

const renders = () => (globalThis as { landingRenders?: number }).landingRenders ?? 0;

let dist: Awaited<ReturnType<typeof createWebDistFixture>>;
beforeAll(async () => {
  dist = await createWebDistFixture();
  await fs.mkdir(path.join(dist.dir, PRERENDER_MODULE_DIR));
  await fs.writeFile(path.join(dist.dir, PRERENDER_MODULE_FILE), LANDING_PRERENDER_MODULE);
});
afterAll(async () => {
  await dist.remove();
});

type Caller = Awaited<ReturnType<typeof careCaller>>;

/** What the care API answers the browser for the same reads: the screen must say the same. */
async function answeredByTheApi(caller: Caller, request: object, locale: string) {
  const offers = (await caller.post('/services/offers', request)).json().data;
  const lead = offers.offers.find(
    (offer: { planCode: string }) => offer.planCode === offers.leadPlanCode,
  );
  const campaign = (
    await caller.get(`/services/content/campaigns/${lead.campaignId}?locale=${locale}`)
  ).json().data;
  return { offers, lead, campaign };
}

describe('a checkout landing’s first screen carries its offer and campaign (ADR 086)', () => {
  it('reads them through the catalog’s own functions, in each language, and inlines what it read', async () => {
    const us = await careCaller({ host: US_HOST, env: { WEB_DIST_DIR: dist.dir } });
    const page = await us.get(SATELLITE);
    expect(page.statusCode).toBe(200);
    const api = await answeredByTheApi(us, { streaming: false, locale: 'en-US' }, 'en-US');
    expect(rootOf(page.body)).toBe(
      `<main><h1>${api.campaign.salesHero.title}</h1><p>${api.lead.price.amountMinor} USD</p></main>`,
    );
    // The app starts with the same answers the API gives, not a copy of its own.
    const firstQueries = startupOf(page.body).firstQueries ?? [];
    expect(firstQueries.map((query) => query.data)).toEqual([api.offers, api.campaign]);

    const ca = await careCaller({ host: CA_HOST, env: { WEB_DIST_DIR: dist.dir } });
    const french = await ca.get(`${SATELLITE}?langpref=fr`);
    const apiFrench = await answeredByTheApi(ca, { streaming: false, locale: 'fr-CA' }, 'fr-CA');
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(rootOf(french.body)).toContain(apiFrench.campaign.salesHero.title);
    expect(rootOf(french.body)).toContain(`${apiFrench.lead.price.amountMinor} CAD`);
    const english = await ca.get(SATELLITE);
    const apiEnglish = await answeredByTheApi(ca, { streaming: false, locale: 'en-CA' }, 'en-CA');
    expect(rootOf(english.body)).toContain(apiEnglish.campaign.salesHero.title);
    expect(apiEnglish.campaign.salesHero.title).not.toBe(apiFrench.campaign.salesHero.title);
  });

  it('gives another program code its own screen, keeps a screen a minute, then reads again', async () => {
    const us = await careCaller({ host: US_HOST, env: { WEB_DIST_DIR: dist.dir } });
    const before = renders();
    const organic = rootOf((await us.get(`${STREAMING}?programcode=USTPSRTP3MOFREE`)).body);
    const dollar = rootOf((await us.get(`${STREAMING}?programcode=USTMSRTP3MO1`)).body);
    expect(organic).toContain('<p>0 USD</p>');
    expect(dollar).toContain('<p>100 USD</p>');
    expect(renders() - before).toBe(2);

    // Another visitor within the minute: the same screen, not read again.
    us.clock.advanceSeconds(59);
    expect(rootOf((await us.get(`${STREAMING}?programcode=USTMSRTP3MO1`)).body)).toBe(dollar);
    expect(renders() - before).toBe(2);
    // A minute on, the catalog may have changed: read and rendered anew.
    us.clock.advanceSeconds(1);
    expect(rootOf((await us.get(`${STREAMING}?programcode=USTMSRTP3MO1`)).body)).toBe(dollar);
    expect(renders() - before).toBe(3);
  });

  it('goes without the answers when a read fails or would check a promo code: the frame, never a 500', async () => {
    const ca = await careCaller({ host: CA_HOST, env: { WEB_DIST_DIR: dist.dir } });
    // An unknown province: the offers read refuses it, as the care route would (400).
    const refused = await ca.get(`${SATELLITE}?province=ZZ`);
    expect(refused.statusCode).toBe(200);
    expect(rootOf(refused.body)).toBe('<main><p>Orbit frame</p></main>');
    expect(startupOf(refused.body).firstQueries).toBeUndefined();
    expect(startupOf(refused.body).envInfo).toBeDefined();

    // A promo code is the visitor's own check, against their own budget: the server makes none.
    const us = await careCaller({ host: US_HOST, env: { WEB_DIST_DIR: dist.dir } });
    const promo = await us.get(`${STREAMING}?promocode=STREAM3FREE`);
    expect(promo.statusCode).toBe(200);
    expect(rootOf(promo.body)).toBe('<main><p>Orbit frame</p></main>');
    expect(startupOf(promo.body).firstQueries).toBeUndefined();
  });
});
