import { offersForPresentment } from '@orbit/domain';
import {
  createContentManagementClient,
  createEligibilityClient,
  isServiceError,
  linkedEntry,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { freshClock } from '../../testing/identities.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** A visitor's SDK (anonymous session) reads offers and their content from the real server. */
let sdk: OrbitSdk | undefined;
afterEach(() => sdk?.dispose());

async function visitor() {
  const testApp = await createTestApp({ clock: freshClock() });
  sdk = sdkOn(newSdkDevice(), await listenOnLoopback(testApp), testApp);
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  expect(sdk.session.session?.sessionType).toBe('anonymous');
  return {
    eligibility: createEligibilityClient(sdk),
    content: createContentManagementClient(sdk),
  };
}

describe('eligibility and content through the SDK against the server', () => {
  it('lists new offers for an anonymous visitor, per market and promo code', async () => {
    const { eligibility } = await visitor();
    const us = await eligibility.newOffers({ country: 'us', serviceType: 'streaming' });
    expect(us.map((offer) => [offer.id, offer.baseTerm])).toEqual([
      ['US_STREAM_ESS_3MOFREE_MO', 'Monthly'],
      ['US_STREAM_PLAT_6MO5_MO', 'Monthly'],
      ['US_STREAM_PLAT_YR', 'Annual'],
    ]);
    expect(offersForPresentment(us)).toHaveLength(2);
    const ca = await eligibility.newOffers({ country: 'ca', serviceType: 'streaming' });
    expect(ca.every((offer) => offer.id.startsWith('CA_'))).toBe(true);
    expect(ca[0]?.basePrice.currency).toBe('CAD');
    await expect(
      eligibility.newOffers({ country: 'us', serviceType: 'streaming', promoCode: 'STREAM3FREE' }),
    ).resolves.toMatchObject([{ id: 'US_STREAM_ESS_3MOFREE_MO' }]);
    const canceled = await eligibility
      .newOffers({ country: 'us', serviceType: 'streaming', promoCode: 'SPRING2026' })
      .catch((error: unknown) => error);
    expect(isServiceError(canceled) && canceled.status).toBe(400);
    expect(isServiceError(canceled) && canceled.invalidFields[0]?.fieldName).toBe('promoCode');
  });

  it('reads one catalog offer, and refuses another market’s or an unknown one', async () => {
    const { eligibility } = await visitor();
    await expect(eligibility.catalogOffer('US_STREAM_PLAT_MO')).resolves.toMatchObject({
      id: 'US_STREAM_PLAT_MO',
      products: [{ id: 'SXM_STREAMING_PLATINUM', productType: 'main' }],
    });
    for (const [offerId, country] of [
      ['US_STREAM_PLAT_MO', 'ca'],
      ['NO_SUCH_OFFER', undefined],
    ] as const) {
      await expect(eligibility.catalogOffer(offerId, { country })).rejects.toMatchObject({
        status: 404,
        code: 'OFFER_NOT_FOUND',
      });
    }
    await expect(eligibility.saveOffers({ subscription: 'sub_x' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('finds offer entries by id with their package, in French', async () => {
    const { content } = await visitor();
    const entries = await content.entries({
      contentType: 'Offer',
      offerIds: ['CA_STREAM_ESS_3MOFREE_MO', 'CA_STREAM_PLAT_MO'],
      include: 1,
      locale: 'fr-CA',
    });
    expect(entries.items.map((entry) => entry.sys.id).sort()).toEqual([
      'CA_STREAM_ESS_3MOFREE_MO',
      'CA_STREAM_PLAT_MO',
    ]);
    const essential = entries.items.find((entry) => entry.sys.id === 'CA_STREAM_ESS_3MOFREE_MO');
    expect(linkedEntry(entries, essential?.fields.package)?.fields.name).toBe(
      'Essentiel – diffusion en continu',
    );
    const none = await content.entries({ contentType: 'Offer', offerIds: [] });
    expect(none.total).toBe(0);
  });
});
