import {
  campaignContentSchema,
  careOfferInfoResultSchema,
  careOffersResultSchema,
  LOCALES,
  type Locale,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careCaller, careData } from '../../testing/care-caller.ts';
import { campaigns } from '../schema/index.ts';

/** Program code VEGA: what the web app's Vega checkout (`…/satellite/vega`) always asks for. */
describe('the Vega bundle', () => {
  it('opens the Platinum VIP two-radio offer on the US satellite checkout', async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: false, programCode: 'vega' }),
      careOffersResultSchema,
    );
    expect(result.offers).toHaveLength(1);
    expect(result.offers[0]).toMatchObject({
      planCode: 'US_SAT_PLATVIP_VEGA_MO',
      packageName: 'Platinum VIP',
      serviceType: 'satellite',
      type: 'Promo',
      baseTerm: 'Monthly',
      price: { amountMinor: 2499, currency: 'USD' },
      activationFee: { amountMinor: 1500, currency: 'USD' },
      fallbackReason: null,
    });
    expect(result.leadPlanCode).toBe('US_SAT_PLATVIP_VEGA_MO');
  });

  it('is not sold on the streaming checkout', async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: true, programCode: 'VEGA' }),
      careOffersResultSchema,
    );
    expect(result.offers.map((offer) => offer.planCode)).not.toContain('US_SAT_PLATVIP_VEGA_MO');
    expect(result.offers.every((offer) => offer.fallbackReason === 'NOT_FOUND')).toBe(true);
  });

  it('has its campaign seeded in en-US, en-CA and fr-CA, and served in English on the US site', async () => {
    const caller = await careCaller();
    const [row] = await caller.db.select().from(campaigns).where(eq(campaigns.id, 'us_vega'));
    expect(row).toMatchObject({ country: 'us', kind: 'sales' });
    const copyIn = (locale: Locale) =>
      campaignContentSchema.parse({ id: 'us_vega', kind: 'sales', ...row?.content[locale] });
    for (const locale of LOCALES) {
      expect(copyIn(locale).packageHighlights.map((item) => item.packageId)).toEqual([
        'SXM_PLATINUM_AUD_VIP',
      ]);
    }
    expect(copyIn('fr-CA').salesHero?.title).toBe("L'ensemble Vega : Platine VIP sur deux radios");
    expect(copyIn('fr-CA').legal).toContain('24,99 $ par mois pendant 12 mois');
    const served = careData(
      await caller.get('/services/content/campaigns/us_vega?locale=en-US'),
      campaignContentSchema,
    );
    expect(served.salesHero?.title).toBe(copyIn('en-US').salesHero?.title);
    const info = careData(
      await caller.post('/services/offers/info', {
        planCodes: [{ planCode: 'US_SAT_PLATVIP_VEGA_MO' }],
      }),
      careOfferInfoResultSchema,
    );
    expect(info.offers[0]).toMatchObject({
      packageName: 'Platinum VIP',
      features: [
        'Everything in Platinum, on two radios',
        'The Orbit app included',
        'Priority listener care',
      ],
      renewalPrice: { amountMinor: 3499, currency: 'USD' },
    });
    expect(info.offers[0]?.legal).toContain('$24.99/month for 12 months, then $34.99/month');
  });
});
