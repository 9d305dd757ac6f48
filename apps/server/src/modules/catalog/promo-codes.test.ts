import { promoCodeStatusOfFailure } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { promoCodeRedemptions } from '../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { resolvePromoCode } from './promo-codes.ts';

const NOW = new Date('2026-04-10T12:00:00Z');

describe('resolvePromoCode', () => {
  it('opens the offer of a valid code, whatever its case and spaces', async () => {
    const { db } = await createTestApp();
    for (const code of ['STREAM3FREE', 'stream3free', '  Stream3Free ']) {
      expect(await resolvePromoCode(db, { code, serviceType: 'streaming', now: NOW })).toEqual({
        status: 'valid',
        code: 'STREAM3FREE',
        planCode: 'US_STREAM_ESS_3MOFREE_MO',
        singleUse: false,
      });
    }
  });

  it('names each way a code is refused, with the failure code the web app maps back', async () => {
    const { db } = await createTestApp();
    const cases = [
      ['summer2024', 'Expired', 'OUTSIDE_START_AND_END_DATE'],
      ['WELCOMEONCE', 'Redeemed', 'ALREADY_REDEEMED'],
      ['Spring2026', 'Canceled', 'PROMO_CODE_CANCELED'],
      ['NOSUCHCODE', 'Invalid', 'NOT_FOUND'],
      ['50%-OFF!', 'Invalid', 'INVALID_PREFIX'],
    ] as const;
    for (const [code, status, failureCode] of cases) {
      const result = await resolvePromoCode(db, { code, serviceType: 'streaming', now: NOW });
      expect(result).toMatchObject({ status, failureCode });
      expect(promoCodeStatusOfFailure(failureCode)).toBe(status);
    }
  });

  it('keeps a code to its service and its market', async () => {
    const { db } = await createTestApp();
    const satellite = await resolvePromoCode(db, {
      code: 'STREAM3FREE',
      serviceType: 'satellite',
      now: NOW,
    });
    expect(satellite).toMatchObject({ status: 'Invalid', failureCode: 'INELIGIBLE_PROMO_CODE' });
    const canada = await resolvePromoCode(db, {
      code: 'STREAM3FREE',
      serviceType: 'streaming',
      country: 'ca',
      now: NOW,
    });
    expect(canada).toMatchObject({ status: 'Invalid', failureCode: 'INELIGIBLE_PROMO_CODE' });
    expect(
      await resolvePromoCode(db, { code: 'RADIO6FOR5', serviceType: 'satellite', now: NOW }),
    ).toMatchObject({ status: 'valid', planCode: 'US_SAT_AA_6MO5_MO' });
  });

  it('is Expired before its first day and from its last, valid in between', async () => {
    const { db } = await createTestApp();
    const at = (iso: string) =>
      resolvePromoCode(db, { code: 'STREAM3FREE', serviceType: 'streaming', now: new Date(iso) });
    expect((await at('2024-12-31T23:59:59Z')).status).toBe('Expired');
    expect((await at('2025-01-01T00:00:00Z')).status).toBe('valid');
    expect((await at('2027-12-31T23:59:59Z')).status).toBe('valid');
    expect((await at('2028-01-01T00:00:00Z')).status).toBe('Expired');
  });

  it('counts a multi-use code as used once per customer (account number or email)', async () => {
    const { db } = await createTestApp({ ownDatabase: true });
    await db.insert(promoCodeRedemptions).values({
      code: 'STREAM3FREE',
      customerKey: 'used.it@orbitradio.test',
      orderId: 'ord_test_1',
      redeemedAt: NOW,
    });
    const forCustomer = (customerKey: string | string[]) =>
      resolvePromoCode(db, {
        code: 'STREAM3FREE',
        serviceType: 'streaming',
        customerKey,
        now: NOW,
      });
    expect(await forCustomer('Used.It@OrbitRadio.test')).toMatchObject({
      status: 'Redeemed',
      failureCode: 'ALREADY_REDEEMED',
    });
    expect(await forCustomer(['10000001', 'used.it@orbitradio.test'])).toMatchObject({
      status: 'Redeemed',
    });
    expect((await forCustomer('someone.else@orbitradio.test')).status).toBe('valid');
    expect(
      (await resolvePromoCode(db, { code: 'STREAM3FREE', serviceType: 'streaming', now: NOW }))
        .status,
    ).toBe('valid');
  });
});
