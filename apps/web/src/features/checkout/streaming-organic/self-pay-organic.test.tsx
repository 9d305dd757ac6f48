import type { CareOffersResult, Offer } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { fakeServiceSession, forgetSdkState } from '../../../testing/fake-identity-service.ts';
import { json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { checkoutKeys } from '../checkout-queries.ts';
import { ORGANIC, streamingServer } from '../testing/streaming-fakes.ts';
import { streamingCheckoutStoreFor } from './checkout-store.ts';

const SELF_PAY = '/subscribe/checkout/purchase/streaming/self-pay/organic';
const NEW_OFFERS = '/eligibility/v1/offers/new';
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const monthly = { unit: 'months' as const, count: 1 };

/** The streaming fakes' trial, as the eligibility service answers it. */
const trial: Offer = {
  id: 'STREAM_PLAT_3MO_FREE',
  name: 'Streaming Platinum — 3 months free',
  baseTerm: 'Monthly',
  billingPlatform: 'Direct',
  products: [{ id: 'SXM_PLATINUM', productType: 'main' }],
  basePrice: usd(1099),
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: monthly,
      price: { total: usd(0) },
    },
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: monthly,
      price: { total: usd(1099) },
    },
  ],
  campaignId: 'stream_3mo_free',
};
const annual: Offer = { ...trial, id: 'STREAM_PLAT_YR', baseTerm: 'Annual' };

beforeEach(() => forgetSdkState());

/** The streaming fakes (the SDK's services included) behind the flag, answering these offers. */
function selfPayServer(offers: () => Response = () => json({ offers: [annual, trial] })) {
  const server = streamingServer({
    flags: { enableAtlasStreamingOrganicSelfPayNonAccordion: true },
  });
  server.on(`GET ${NEW_OFFERS}`, offers);
  return server;
}

describe('streaming self-pay organic', { timeout: 20_000 }, () => {
  it('shows the Monthly offer the eligibility service answers on the anonymous session', async () => {
    const server = selfPayServer();
    server.on('POST /session/v1/sessions/anonymous', () =>
      json({ ...fakeServiceSession('anonymous'), accessToken: 'visitor-access' }),
    );
    const app = renderApp({ url: `${SELF_PAY}?programcode=USTPSRTP3MOFREE`, server });
    await app.heading('Get 3 months of streaming free');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Streaming Platinum — 3 months free' }),
    ).toBeDefined();

    const [asked] = server.requestsTo(NEW_OFFERS);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      country: 'us',
      serviceType: 'streaming',
    });
    expect(server.requestsTo('/session/v1/sessions/authenticated')).toHaveLength(0);
    expect(new Headers(asked?.init.headers).get('authorization')).toBe('Bearer visitor-access');
    expect(server.requestsTo('/services/offers')).toHaveLength(0);
  });

  it('hands the offer shown to the organic flow on Continue', async () => {
    const server = selfPayServer();
    const app = renderApp({ url: `${SELF_PAY}?programcode=USTPSRTP3MOFREE`, server });
    await app.heading('Get 3 months of streaming free');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue' }));
    await app.heading('Let’s create your account');
    await waitFor(() =>
      expect(app.location()).toBe(`${ORGANIC}/creds-int?programcode=USTPSRTP3MOFREE`),
    );
    const { services } = app.instance();
    const state = streamingCheckoutStoreFor(services).get();
    expect(state.selectedPlanCode).toBe('STREAM_PLAT_3MO_FREE');
    // The flow's offers: the answer to what its store says it asked for.
    const offers = appQueryClientOf(services).getQueryData<CareOffersResult>(
      checkoutKeys.offers(state.offersAsked),
    );
    expect(offers?.offers.map((offer) => offer.planCode)).toEqual(['STREAM_PLAT_3MO_FREE']);
    // The flow did not load its offers again at its door.
    expect(server.requestsTo('/services/offers')).toHaveLength(0);
  });

  it('sends a redeemed promo code to its page, and an empty one to the generic error', async () => {
    const server = selfPayServer(() =>
      json(
        {
          code: 'OFFER_REDEEMED',
          description: 'Promo code refused: ALREADY_REDEEMED',
          status: 400,
          invalidFields: [{ fieldName: 'promoCode', errorCode: 'ALREADY_REDEEMED' }],
          notFoundResourceType: null,
          extras: {},
        },
        400,
      ),
    );
    const app = renderApp({ url: `${SELF_PAY}?promocode=WELCOMEONCE`, server });
    await waitFor(() =>
      expect(app.location()).toBe(
        '/subscribe/checkout/purchase/streaming/promo-code-redeemed-error?promocode=WELCOMEONCE',
      ),
    );
    expect(server.requestsTo(NEW_OFFERS)[0]?.url.searchParams.get('promoCode')).toBe('WELCOMEONCE');
    await app.navigate(`${SELF_PAY}?promocode=`);
    await waitFor(() =>
      expect(app.location()).toBe(
        '/subscribe/checkout/purchase/streaming/generic-error?promocode=',
      ),
    );
    expect(server.requestsTo(NEW_OFFERS)).toHaveLength(1);
  });

  it('goes to technical issues when the offers cannot be had', async () => {
    const server = selfPayServer(() => json({ code: 'SERVICE_UNAVAILABLE' }, 503));
    const app = renderApp({ url: `${SELF_PAY}?programcode=USTPSRTP3MOFREE`, server });
    await app.heading('We’re having technical issues');
  });
});
