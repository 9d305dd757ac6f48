import { campaignContentSchema, hotTrendingListSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotTrendingItems } from '../../db/schema/index.ts';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { saveHotTrendingItems } from './content/hot-trending-store.ts';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('GET /services/content/campaigns/{id}', () => {
  it("answers a campaign's content in the locale asked for", async () => {
    const us = await careCaller();
    const content = careData(
      await us.get('/services/content/campaigns/us_streaming_organic?locale=en-US'),
      campaignContentSchema,
    );
    expect(content).toMatchObject({
      id: 'us_streaming_organic',
      kind: 'sales',
      salesHero: { title: 'Stream everything you love with Orbit' },
      deals: [{ code: 'AMZ_DOT', title: 'A smart speaker on us' }],
      listeningOptions: expect.arrayContaining([
        { icon: 'smart-speaker', label: 'Smart speakers' },
      ]),
    });
    expect(content.salesHero?.image?.url).toMatch(/^data:image\/svg\+xml,/);
    const ca = await careCaller({ host: CA_HOST });
    const french = careData(
      await ca.get('/services/content/campaigns/ca_satellite_organic?locale=fr-CA'),
      campaignContentSchema,
    );
    expect(french.salesHero?.title).toBe("Orbit dans votre voiture, d'un océan à l'autre");
    expect(french.listeningOptions).toEqual([
      { icon: 'car', label: 'Voiture' },
      { icon: 'phone', label: 'Téléphone' },
      { icon: 'home', label: 'Maison' },
    ]);
    const english = careData(
      await ca.get('/services/content/campaigns/ca_satellite_organic'),
      campaignContentSchema,
    );
    expect(english.salesHero?.title).toBe('Orbit in your car, from coast to coast to coast');
  });

  it('answers in the market language when the locale is not spoken there', async () => {
    const us = await careCaller();
    const content = careData(
      await us.get('/services/content/campaigns/us_satellite_organic?locale=fr-CA'),
      campaignContentSchema,
    );
    expect(content.salesHero?.title).toBe('Your car has a radio. Give it Orbit.');
  });

  it('answers 404 for an unknown campaign or one of the other market, 400 for a bad id or locale', async () => {
    const us = await careCaller();
    careError(await us.get('/services/content/campaigns/nope'), 404, 'NOT_FOUND');
    careError(await us.get('/services/content/campaigns/ca_streaming_organic'), 404, 'NOT_FOUND');
    careError(await us.get('/services/content/campaigns/bad%20id!'), 400, 'INVALID_PAYLOAD');
    careError(
      await us.get('/services/content/campaigns/us_streaming_organic?locale=de-DE'),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('GET /services/content/campaigns/{id}/confirmation', () => {
  it('answers the campaign when it has a confirmation hero', async () => {
    const us = await careCaller();
    const content = careData(
      await us.get('/services/content/campaigns/us_streaming_organic/confirmation'),
      campaignContentSchema,
    );
    expect(content).toMatchObject({
      id: 'us_streaming_organic',
      confirmationHero: { title: "You're all set. Start listening!" },
    });
  });

  it("falls back to the market's default confirmation campaign", async () => {
    const us = await careCaller();
    for (const id of ['us_satellite_organic', 'unknown_campaign', 'ca_streaming_organic']) {
      const content = careData(
        await us.get(`/services/content/campaigns/${id}/confirmation`),
        campaignContentSchema,
      );
      expect(content.id, id).toBe('default_conf_campaign');
      expect(content.confirmationHero?.title).toBe('Thanks for choosing Orbit!');
    }
    const ca = await careCaller({ host: CA_HOST });
    const french = careData(
      await ca.get('/services/content/campaigns/ca_satellite_organic/confirmation?locale=fr-CA'),
      campaignContentSchema,
    );
    expect(french).toMatchObject({
      id: 'CA_default_conf_campaign',
      kind: 'confirmation',
      confirmationHero: { title: "Merci d'avoir choisi Orbit!" },
    });
  });
});

describe('GET /services/content/hot-and-trending', () => {
  it("lists the market's live items in order, links opening in a new tab", async () => {
    const us = await careCaller();
    const list = careData(
      await us.get('/services/content/hot-and-trending'),
      hotTrendingListSchema,
    );
    expect(list.items.map((item) => item.id)).toEqual([
      'ht_us_concerts',
      'ht_us_playoffs',
      'ht_us_comedy',
    ]);
    expect(list.items[0]).toMatchObject({
      altText: 'A crowd in front of a stage lit in orange',
      bodyHtml: `<p><strong>Orbit Live</strong> brings a summer of concerts to the app, every Friday night.</p><p><a href="https://www.orbitradio.com/live" ${LINK}>See the line-up</a></p>`,
    });
    const ca = await careCaller({ host: CA_HOST });
    const french = careData(
      await ca.get('/services/content/hot-and-trending?locale=fr-CA'),
      hotTrendingListSchema,
    );
    expect(french.items[0]).toMatchObject({
      id: 'ht_ca_hockey',
      altText: 'Une patinoire vue des gradins supérieurs',
      bodyHtml: expect.stringContaining(`<a href="https://www.orbitradio.ca/fr/hockey" ${LINK}>`),
    });
  });

  it('sanitises bodies when they are written', async () => {
    const { db, clock } = await careCaller();
    await saveHotTrendingItems(db, [
      {
        id: 'ht_test_written',
        country: 'us',
        position: 90,
        imageUrl: 'data:image/png;base64,AA==',
        altText: { 'en-US': 'x', 'en-CA': 'x', 'fr-CA': 'x' },
        bodyHtml: {
          'en-US':
            '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a></p>',
          'en-CA': '<img src=x onerror=steal()>',
          'fr-CA': '<a href="https://ok.example">ok</a>',
        },
        startsAt: clock.now(),
        endsAt: null,
      },
    ]);
    const [stored] = await db
      .select()
      .from(hotTrendingItems)
      .where(eq(hotTrendingItems.id, 'ht_test_written'));
    expect(stored?.bodyHtml).toEqual({
      'en-US': '<p>Hi x</p>',
      'en-CA': '',
      'fr-CA': `<a href="https://ok.example/" ${LINK}>ok</a>`,
    });
    await db.delete(hotTrendingItems).where(eq(hotTrendingItems.id, 'ht_test_written'));
  });

  it('sanitises bodies again when they are served, whoever wrote the row', async () => {
    const caller = await careCaller();
    await caller.db.insert(hotTrendingItems).values({
      id: 'ht_test_raw',
      country: 'us',
      position: 99,
      imageUrl: 'data:image/png;base64,AA==',
      altText: { 'en-US': 'raw', 'en-CA': 'raw', 'fr-CA': 'raw' },
      bodyHtml: {
        'en-US':
          '<p>Raw<img src=x onerror=alert(1)><script>alert(2)</script><a href=" javascript:alert(3)">x</a><a href="https://orbitradio.com/x" target="_self">y</a></p>',
        'en-CA': '',
        'fr-CA': '',
      },
      startsAt: caller.clock.now(),
      endsAt: null,
    });
    const list = careData(
      await caller.get('/services/content/hot-and-trending'),
      hotTrendingListSchema,
    );
    expect(list.items.find((item) => item.id === 'ht_test_raw')?.bodyHtml).toBe(
      `<p>Rawx<a href="https://orbitradio.com/x" ${LINK}>y</a></p>`,
    );
    await caller.db.delete(hotTrendingItems).where(eq(hotTrendingItems.id, 'ht_test_raw'));
  });
});
