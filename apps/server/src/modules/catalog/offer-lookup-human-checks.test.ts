import { careOffersResultSchema, carePromoCodeValidateResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha, strangerAt } from '../../testing/human-checks.ts';

const CUSTOMER_OFFERS = '/services/offers/customer';
const OFFERS = '/services/offers';
const VALIDATE_PROMO = '/services/offers/promocode/validate';

/** The catalog's hourly budget per email or radio (offers.care-routes.ts). */
const PER_SUBJECT_PER_HOUR = 30;

type Stranger = Awaited<ReturnType<typeof strangerAt>>;

/** Spends a subject's hour from as many addresses (one each, as a botnet would); the last is 428. */
async function spendFromStrangers(
  owner: Awaited<ReturnType<typeof careCaller>>,
  network: string,
  ask: (stranger: Stranger) => ReturnType<Stranger>,
): Promise<void> {
  for (let attempt = 0; attempt <= PER_SUBJECT_PER_HOUR; attempt += 1) {
    const stranger = await strangerAt(owner.app, `${network}.${attempt + 1}`, owner.host);
    const response = await ask(stranger);
    expect(response.statusCode, response.body).toBe(attempt < PER_SUBJECT_PER_HOUR ? 200 : 428);
  }
}

/**
 * Finding 7, the catalog's half: the offers of one email or radio are budgeted from every address
 * together, so a stranger can spend them. Past the budget the customer still gets their offers: a
 * human check, never a lock. A promo code has no budget of its own (many customers share one).
 */
describe("a stranger spending the catalog's lookups of a customer", () => {
  it('leaves the owner a human check to get the offers of their email', async () => {
    const owner = await careCaller();
    const asked = { streaming: true, email: 'Listener@orbitradio.test' };
    await spendFromStrangers(owner, '198.51.100', (stranger) =>
      stranger(CUSTOMER_OFFERS, { ...asked, email: 'listener@orbitradio.test ' }),
    );
    expect(captchaRequired(await owner.post(CUSTOMER_OFFERS, asked))).toEqual([]);
    const offers = careData(
      await owner.post(CUSTOMER_OFFERS, { ...asked, ...(await solvedCaptcha(owner.post)) }),
      careOffersResultSchema,
    );
    expect(offers.offers.length).toBeGreaterThan(0);
    // A proof is good once: the next lookup of the spent email asks again.
    captchaRequired(await owner.post(CUSTOMER_OFFERS, asked));
  });

  it('leaves the owner a human check to get the offers of their radio', async () => {
    const owner = await careCaller();
    await spendFromStrangers(owner, '198.51.101', (stranger) =>
      stranger(CUSTOMER_OFFERS, { streaming: false, radioId: 'orbn0001' }),
    );
    captchaRequired(await owner.post(CUSTOMER_OFFERS, { streaming: false, radioId: 'ORBN0001' }));
    const offers = careData(
      await owner.post(CUSTOMER_OFFERS, {
        streaming: false,
        radioId: 'ORBN0001',
        ...(await solvedCaptcha(owner.post)),
      }),
      careOffersResultSchema,
    );
    expect(offers.offers.length).toBeGreaterThan(0);
  });

  it('never holds up a promo code however often others check it', async () => {
    const customer = await careCaller();
    for (let other = 1; other <= PER_SUBJECT_PER_HOUR + 1; other += 1) {
      const stranger = await strangerAt(customer.app, `203.0.113.${other}`, customer.host);
      const checked = await stranger(VALIDATE_PROMO, {
        marketingPromoCode: 'stream3free',
        streaming: true,
      });
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const asked = { marketingPromoCode: 'Stream3Free', streaming: true };
    const valid = careData(
      await customer.post(VALIDATE_PROMO, asked),
      carePromoCodeValidateResultSchema,
    );
    expect(valid.status).toBe('valid');
    const offers = careData(await customer.post(OFFERS, asked), careOffersResultSchema);
    expect(offers.offers.map((offer) => offer.planCode)).toContain(valid.planCode);
  });

  it('still refuses an address past its own budget, proof or not', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    const proof = await solvedCaptcha(caller.post);
    const asked = { marketingPromoCode: 'STREAM3FREE', streaming: true };
    // Each lookup has its own budget per address: two promo checks, two customer offers.
    await caller.post(VALIDATE_PROMO, asked);
    await caller.post(VALIDATE_PROMO, asked);
    await caller.post(CUSTOMER_OFFERS, { streaming: true, email: 'listener@orbitradio.test' });
    await caller.post(CUSTOMER_OFFERS, { streaming: true, email: 'listener@orbitradio.test' });
    const refused = await caller.post(VALIDATE_PROMO, { ...asked, ...proof });
    careError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    careError(
      await caller.post(CUSTOMER_OFFERS, {
        streaming: true,
        email: 'listener@orbitradio.test',
        ...(await solvedCaptcha(caller.post)),
      }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
  });
});
