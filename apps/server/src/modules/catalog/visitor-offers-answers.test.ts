import { type CareOffersResult, careOffersResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogOffers, programCodes } from '../../db/schema/index.ts';
import { JSON_CONTENT_TYPE, WrittenCareAnswer } from '../../platform/http/index.ts';
import { careCaller, careData } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { marketSelectionRowsOf, selectionOf } from './presentment/candidate-offers.ts';
import {
  createMarketSelections,
  MARKET_SELECTION_FRESH_MS,
} from './presentment/market-selections.ts';
import { nextMomentOfOffers } from './presentment/offers-moment.ts';
import {
  type PresentOffersInput,
  presentOffers,
  presentSelection,
  writtenVisitorOffers,
} from './presentment/present-offers.ts';

const HOUR_MS = 3_600_000;
const LEAD = 'US_STREAM_ESS_3MOFREE_MO';

/** A US visitor's streaming offers without a code, as the route asks for them. */
const usStreaming = (now: Date): PresentOffersInput => ({
  country: 'us',
  serviceType: 'streaming',
  locale: 'en-US',
  retrieveFallbackOffer: false,
  hadService: false,
  now,
});

/** Writes as the care routes' serializer would for the offers schema's keys, for unit tests. */
const writtenAsJson = (offers: CareOffersResult) =>
  WrittenCareAnswer.of(
    { serialize: (body: unknown) => JSON.stringify(body) } as unknown as FastifyReply,
    offers,
  );

describe("a visitor's offers answer, kept as written (ADR 108)", () => {
  it('answers the same bytes until its next moment, and the offers of the new moment from it on', async () => {
    const clock = createFakeClock();
    const caller = await careCaller({ clock, ownDatabase: true });
    const ends = new Date(clock.now().getTime() + HOUR_MS);
    await caller.db
      .update(catalogOffers)
      .set({ availableUntil: ends })
      .where(eq(catalogOffers.planCode, LEAD));

    const first = await caller.post('/services/offers', { streaming: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe(JSON_CONTENT_TYPE);
    expect(careData(first, careOffersResultSchema).leadPlanCode).toBe(LEAD);
    await caller.newSession();
    const again = await caller.post('/services/offers', { streaming: true });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(JSON_CONTENT_TYPE);

    // A new care session at each moment: an hour idle would end the first.
    clock.set(new Date(ends.getTime() - 1));
    await caller.newSession();
    expect((await caller.post('/services/offers', { streaming: true })).body).toBe(first.body);

    clock.set(ends);
    await caller.newSession();
    const ended = careData(
      await caller.post('/services/offers', { streaming: true }),
      careOffersResultSchema,
    );
    expect(ended.offers.map((offer) => offer.planCode)).not.toContain(LEAD);
    expect(ended).toEqual(await presentOffers(caller.db, usStreaming(ends)));
  });

  it('answers each way of asking its own bytes again: a code in either spelling, an unknown code, a fallback', async () => {
    const caller = await careCaller();
    const bodies = [
      { streaming: false },
      { streaming: false, programCode: 'USSATAA6MO5' },
      { streaming: false, programCode: 'ussataa6mo5 ' },
      { streaming: false, programCode: 'NO-SUCH-CODE' },
      { streaming: true, retrieveFallbackOffer: true },
      { streaming: true, locale: 'en-US' },
    ];
    for (const body of bodies) {
      const first = await caller.post('/services/offers', body);
      const again = await caller.post('/services/offers', body);
      expect(again.body, JSON.stringify(body)).toBe(first.body);
      expect(first.statusCode, first.body).toBe(200);
    }
    // The same code spelled otherwise, and a code that opens nothing, each as asked.
    const opened = careData(
      await caller.post('/services/offers', { streaming: false, programCode: 'USSATAA6MO5' }),
      careOffersResultSchema,
    );
    const unknown = careData(
      await caller.post('/services/offers', { streaming: false, programCode: 'NO-SUCH-CODE' }),
      careOffersResultSchema,
    );
    const none = careData(
      await caller.post('/services/offers', { streaming: false }),
      careOffersResultSchema,
    );
    expect(unknown.offers.map((offer) => offer.fallbackReason)).not.toContain(null);
    expect(none.offers.map((offer) => offer.fallbackReason)).toEqual(none.offers.map(() => null));
    expect(opened.offers).not.toEqual(unknown.offers);
  });

  it('answers a change to the catalog once the market selection is read again', async () => {
    const { db, clock } = await createTestApp({ ownDatabase: true });
    let monotonic = 0;
    const kept = createMarketSelections({ nowMs: () => monotonic });
    const read = async () =>
      JSON.parse(
        (
          await writtenVisitorOffers(db, usStreaming(clock.now()), kept, writtenAsJson)
        ).bytes.toString(),
      );
    const before = await read();
    await db
      .update(catalogOffers)
      .set({ availableUntil: clock.now() })
      .where(eq(catalogOffers.planCode, LEAD));
    monotonic += MARKET_SELECTION_FRESH_MS;
    const after = await read();
    expect(before.data.leadPlanCode).toBe(LEAD);
    expect(after.data.offers.map((offer: { planCode: string }) => offer.planCode)).not.toContain(
      LEAD,
    );
  });

  it('leaves every seeded selection presented the same until its next moment comes', async () => {
    const { db } = await createTestApp();
    const from = Date.parse('2025-01-01T00:00:00.000Z');
    const to = Date.parse('2028-01-01T00:00:00.000Z');
    const codes = (await db.select({ code: programCodes.code }).from(programCodes)).map(
      (row) => row.code,
    );
    let spans = 0;
    for (const country of ['us', 'ca'] as const) {
      for (const serviceType of ['satellite', 'streaming'] as const) {
        for (const programCode of [undefined, ...codes]) {
          const asked = (now: Date): PresentOffersInput => ({
            country,
            serviceType,
            programCode,
            locale: country === 'us' ? 'en-US' : 'en-CA',
            retrieveFallbackOffer: true,
            hadService: false,
            now,
          });
          const rows = await marketSelectionRowsOf(db, asked(new Date(from)));
          const presentedAt = (at: number) =>
            presentSelection(selectionOf(rows, asked(new Date(at))), asked(new Date(at)));
          for (let at = from; at < to; ) {
            const next = Math.min(nextMomentOfOffers(rows, new Date(at)), to);
            expect(next).toBeGreaterThan(at);
            const first = await presentedAt(at);
            for (const within of [Math.floor((at + next) / 2), next - 1]) {
              expect(await presentedAt(within), `${country} ${serviceType} ${programCode}`).toEqual(
                first,
              );
            }
            spans += 1;
            at = next;
          }
        }
      }
    }
    expect(spans).toBeGreaterThan(codes.length * 4);
  });
});
