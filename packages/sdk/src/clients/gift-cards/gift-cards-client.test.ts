import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { FakeService } from '../../testing/fake-service.ts';
import { createTestSdk } from '../../testing/test-sdk.ts';
import { createGiftCardsClient } from './index.ts';

function setUp() {
  const { sdk, service } = createTestSdk(new FakeService());
  return { service, giftCards: createGiftCardsClient(sdk) };
}

describe('gift cards client', () => {
  it('registers a card for a market and reads its token and balance', async () => {
    const { service, giftCards } = setUp();
    const registration = {
      giftCardTokenId: 'gct_abc',
      actualBalance: { amountMinor: 5000, currency: 'USD' },
      last4: '0005',
      expiresAt: '2026-11-10T09:30:00.000Z',
    };
    service.on('POST /giftcard/v1/giftcards', { status: 201, body: registration });
    const card = { number: '4436135021000005', securityCode: '123', expiry: '12/30' };
    await expect(giftCards.registerGiftCard(card, 'us')).resolves.toEqual(registration);
    expect(service.requests[0]).toMatchObject({ query: { country: 'us' }, body: card });
  });

  it('reports the gift card codes as service errors', async () => {
    const { service, giftCards } = setUp();
    service.on('POST /giftcard/v1/giftcards', {
      status: 400,
      body: {
        code: 'GIFT_CARD_COUNTRY_ERROR',
        description: 'The gift card is for another country.',
        invalidFields: [{ fieldName: 'number', errorCode: 'INVALID' }],
        extras: {},
      },
    });
    const refused = await giftCards
      .registerGiftCard({ number: '6006492234500030' }, 'us')
      .catch((e: unknown) => e);
    expect(isServiceError(refused) && [refused.status, refused.code]).toEqual([
      400,
      'GIFT_CARD_COUNTRY_ERROR',
    ]);
  });
});
