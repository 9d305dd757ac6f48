import {
  careOffersResultSchema,
  careSuccessSchema,
  careUpgradeOffersResultSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { UPGRADE_CUSTOMERS } from '../../db/seed/upgrade-accounts.ts';
import { careError } from '../../testing/care-caller.ts';
import { mintEntryLink } from '../identification/index.ts';
import { OPEN_LINK, TEXAS, UPGRADE_OFFERS, upgradeSetUp } from './upgrade-links.testing.ts';

const offersOf = (response: { json(): unknown }) =>
  careSuccessSchema(careUpgradeOffersResultSchema).parse(response.json()).data;

describe('account/token/pkg-upgrade', () => {
  it('opens a tier-up link: the radio masked, the program, the subscription to upgrade', async () => {
    const { mint, visitor } = await upgradeSetUp();
    const link = await mint({ radioId: TEXAS.radioId });
    expect(link.path).toMatch(
      /^\/subscribe\/checkout\/upgrade\/tier-up\/targeted\?programcode=USSATUPGAA&token=oet1\./,
    );
    const opened = await (await visitor()).open(link.token);
    expect(opened).toMatchObject({
      radioIdLastFour: '0031',
      status: 'active',
      hasActiveSubscription: true,
      // The visitor is not signed in: the card on file is not theirs to see.
      cardOnFile: null,
      programCode: 'USSATUPGAA',
      upgradeKind: 'TIER_UP',
      subscriptionId: TEXAS.subscriptionId,
      country: 'us',
    });
    expect(JSON.stringify(opened)).not.toContain(TEXAS.lastName);
  });

  it('names a full-price upgrade, and a closed radio’s with no subscription running', async () => {
    const { mint, visitor } = await upgradeSetUp();
    const fp = await mint({ radioId: TEXAS.radioId, page: 'fp' });
    expect(fp.path).toContain('/subscribe/checkout/upgrade/fp/targeted?programcode=USSATUPGAA');
    expect((await (await visitor()).open(fp.token)).upgradeKind).toBe('FULL_PRICE');
    const closed = await mint({ radioId: 'ORBC0002' });
    expect(await (await visitor()).open(closed.token)).toMatchObject({
      subscriptionId: null,
      hasActiveSubscription: false,
      programCode: 'USSATUPGAA',
    });
    const quebec = await mint({ radioId: UPGRADE_CUSTOMERS.quebec.radioId });
    expect(quebec.path).toContain('programcode=CASATUPGAA');
  });

  it('tells an expired link and a used one apart from a forged one or another kind', async () => {
    const { mint, visitor, db, clock } = await upgradeSetUp();
    const { post } = await visitor();
    const expired = await mint({ radioId: TEXAS.radioId, linkState: 'expired' });
    expect(
      careError(await post(OPEN_LINK, { token: expired.token }), 400, 'INVALID_TOKEN').fieldErrors,
    ).toEqual([{ errorCode: 'TOKEN_EXPIRED', fieldName: 'token' }]);
    const redeemed = await mint({ radioId: TEXAS.radioId, linkState: 'redeemed' });
    expect(
      careError(await post(OPEN_LINK, { token: redeemed.token }), 400, 'INVALID_TOKEN').fieldErrors,
    ).toEqual([{ errorCode: 'TOKEN_REDEEMED', fieldName: 'token' }]);
    const good = await mint({ radioId: TEXAS.radioId });
    const forged = `${good.token.slice(0, -2)}${good.token.at(-2) === 'A' ? 'B' : 'A'}${good.token.at(-1)}`;
    expect(
      careError(await post(OPEN_LINK, { token: forged }), 400, 'INVALID_TOKEN').fieldErrors,
    ).toEqual([]);
    const sales = await mintEntryLink(
      db,
      { type: 'SALES_AUDIO', radioId: TEXAS.radioId, days: 1 },
      clock.now(),
    );
    expect(
      careError(await post(OPEN_LINK, { token: sales.token }), 400, 'INVALID_TOKEN').fieldErrors,
    ).toEqual([]);
  });
});

describe('the upgrade programs of the demo catalog', () => {
  it('offer All Access in each market; an ended one answers its fallback as EXPIRED', async () => {
    const { visitor } = await upgradeSetUp();
    const { post } = await visitor();
    const programOffers = async (programCode: string) =>
      careSuccessSchema(careOffersResultSchema).parse(
        (await post('/services/offers/customer', { programCode, streaming: false })).json(),
      ).data.offers;
    expect((await programOffers('USSATUPGAA')).map((offer) => offer.planCode)).toEqual([
      'US_SAT_AA_MO',
    ]);
    expect((await programOffers('USSATUPGAA'))[0]?.fallbackReason).toBeNull();
    const ended = await programOffers('USSATUPGAAOLD');
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((offer) => offer.fallbackReason === 'EXPIRED')).toBe(true);
  });
});

describe('offers/customer/upgrade', () => {
  it('lists the plans of the packages above the current one to the session the link opened', async () => {
    const { mint, visitor } = await upgradeSetUp();
    const session = await visitor();
    await session.open((await mint({ radioId: TEXAS.radioId })).token);
    const { currentPlan, offers } = offersOf(
      await session.post(UPGRADE_OFFERS, { subscriptionId: TEXAS.subscriptionId }),
    );
    expect(currentPlan).toMatchObject({
      planCode: 'US_SAT_MS_MO',
      packageId: 'SXM_MUSIC_SHOWCASE',
    });
    expect(offers.map((offer) => offer.planCode)).toContain('US_SAT_AA_MO');
    for (const offer of offers) {
      expect(offer.packageChange).toBe('ADD');
      expect(offer.packageId).not.toBe('SXM_MUSIC_SHOWCASE');
      expect(offer.packageId).not.toBe('SXM_PLATINUM_AUD_VIP');
    }
  });

  it('answers ALREADY_UPGRADED when no package is above the current one', async () => {
    const { mint, visitor } = await upgradeSetUp();
    const session = await visitor();
    const top = UPGRADE_CUSTOMERS.topTier;
    await session.open((await mint({ radioId: top.radioId, page: 'fp' })).token);
    careError(
      await session.post(UPGRADE_OFFERS, { subscriptionId: top.subscriptionId }),
      409,
      'ALREADY_UPGRADED',
    );
  });

  it('is refused to a session no link or lookup identified, and for another account', async () => {
    const { mint, visitor } = await upgradeSetUp();
    const stranger = await visitor();
    careError(
      await stranger.post(UPGRADE_OFFERS, { subscriptionId: TEXAS.subscriptionId }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    // A link for one radio proves that radio's account only.
    await stranger.open((await mint({ radioId: UPGRADE_CUSTOMERS.topTier.radioId })).token);
    careError(
      await stranger.post(UPGRADE_OFFERS, { subscriptionId: TEXAS.subscriptionId }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });
});
