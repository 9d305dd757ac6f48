import {
  giftCardKey,
  giftCardNumberHash,
  giftCardSecurityCodeHash,
} from '../../modules/billing/index.ts';
import { giftCards } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');

/**
 * Demo gift cards (docs/demo-data.md lists their numbers). The table keeps only a keyed hash of
 * each number (and of a BlackHawk card's security code) with the server key of this database,
 * made here if the database has none yet.
 */
export const DEMO_GIFT_CARDS = {
  /** incomm, $25.00: pays part of an order. */
  us25: { id: 'gc_seed_us_25', number: '6006491234500025', balanceMinor: 2500 },
  /** incomm, $100.00: pays a whole order; the card is only verified. */
  us100: { id: 'gc_seed_us_100', number: '6006491234500100', balanceMinor: 10_000 },
  /** incomm, spent: NO_GIFT_CARD_BALANCE. */
  usEmpty: { id: 'gc_seed_us_empty', number: '6006491234500000', balanceMinor: 0 },
  /** incomm, blocked by the issuer: GIFT_CARD_NOT_REDEEMABLE. */
  usBlocked: { id: 'gc_seed_us_blocked', number: '6006491234599999', balanceMinor: 1000 },
  /** incomm, its balance moved to an account: GIFT_CARD_ALREADY_REDEEMED. */
  usRedeemed: { id: 'gc_seed_us_redeemed', number: '6006491234588888', balanceMinor: 0 },
  /** incomm, CA$30.00: GIFT_CARD_COUNTRY_ERROR on a US purchase. */
  ca30: { id: 'gc_seed_ca_30', number: '6006492234500030', balanceMinor: 3000 },
  /** BlackHawk-style, $50.00: needs security code 123 and expiry 12/30. */
  blackhawk50: {
    id: 'gc_seed_blackhawk_50',
    number: '4436135021000005',
    balanceMinor: 5000,
    securityCode: '123',
    expiryMonth: 12,
    expiryYear: 2030,
  },
} as const;

export const demoGiftCards: SeedPart = {
  name: 'demo-gift-cards',
  async run(tx) {
    const key = await giftCardKey(tx, SEEDED_AT);
    const { us25, us100, usEmpty, usBlocked, usRedeemed, ca30, blackhawk50 } = DEMO_GIFT_CARDS;
    const incomm = (
      card: { id: string; number: string; balanceMinor: number },
      values: { status?: string; country?: 'us' | 'ca' } = {},
    ) => ({
      id: card.id,
      numberHash: giftCardNumberHash(key, card.number),
      last4: card.number.slice(-4),
      vendor: 'incomm',
      securityCodeHash: null,
      expiryMonth: null,
      expiryYear: null,
      country: values.country ?? 'us',
      currency: values.country === 'ca' ? 'CAD' : 'USD',
      balanceMinor: card.balanceMinor,
      status: values.status ?? 'active',
      redeemedByAccountNumber: values.status === 'redeemed' ? '10000002' : null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(giftCards).values([
      incomm(us25),
      incomm(us100),
      incomm(usEmpty),
      incomm(usBlocked, { status: 'not_redeemable' }),
      incomm(usRedeemed, { status: 'redeemed' }),
      incomm(ca30, { country: 'ca' }),
      {
        ...incomm(blackhawk50),
        vendor: 'blackhawk',
        securityCodeHash: giftCardSecurityCodeHash(
          key,
          blackhawk50.number,
          blackhawk50.securityCode,
        ),
        expiryMonth: blackhawk50.expiryMonth,
        expiryYear: blackhawk50.expiryYear,
      },
    ]);
    return '7 gift cards (numbers in docs/demo-data.md; stored as keyed hashes)';
  },
};
