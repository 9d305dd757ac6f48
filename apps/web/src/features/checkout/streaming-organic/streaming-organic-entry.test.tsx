import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  careFailure,
  ENTRY,
  ORGANIC,
  offersOf,
  streamingServer,
} from '../testing/streaming-fakes.ts';

const STREAMING = '/subscribe/checkout/purchase/streaming';

describe('streaming organic entry', { timeout: 20_000 }, () => {
  it('greets a visitor the used-car eligibility check sent here', async () => {
    renderApp({ url: `${ENTRY}&errorCode=5035`, server: streamingServer() });
    expect(
      await screen.findByText(
        'That radio isn’t eligible for a used-car trial, but you can still listen on the Orbit app.',
      ),
    ).toBeDefined();
  });

  it('sends a visitor without an allowed program code to the legacy checkout, query kept', async () => {
    const app = renderApp({
      url: `${ORGANIC}?programcode=OTHER&utm_content=spring`,
      server: streamingServer(),
    });
    await waitFor(() =>
      expect(app.location()).toBe(
        '/subscribe/checkout/streaming?programcode=OTHER&utm_content=spring',
      ),
    );
  });

  it('maps the promo code refusals to their three pages', async () => {
    const cases = [
      ['ALREADY_REDEEMED', 'promo-code-redeemed-error', 'This promo code has already been used'],
      ['OUTSIDE_START_AND_END_DATE', 'expired-offer-error', 'This offer has ended'],
      ['NOT_FOUND', 'generic-error', 'This offer isn’t available'],
    ] as const;
    for (const [fieldCode, page, heading] of cases) {
      const server = streamingServer();
      server.on('POST /services/offers/promocode/validate', () =>
        careFailure(400, 'INVALID_OFFER_DATA', 'error.code.promo.code.invalid', [
          { errorCode: fieldCode, fieldName: 'marketingPromoCode' },
        ]),
      );
      const app = renderApp({ url: `${ORGANIC}?promocode=SPRING`, server });
      await app.heading(heading);
      expect(app.location()).toBe(`${STREAMING}/${page}?promocode=SPRING`);
      expect(server.requestsTo('/services/offers/promocode/validate')[0]?.body).toEqual({
        marketingPromoCode: 'SPRING',
        streaming: true,
      });
      expect(server.requestsTo('/services/offers')).toHaveLength(0);
      app.instance().dispose();
    }
  });

  it('offers the way back without the used code', async () => {
    const server = streamingServer();
    server.on('POST /services/offers/promocode/validate', () =>
      careFailure(400, 'OFFER_REDEEMED', 'error.code.promo.code.service.already'),
    );
    const app = renderApp({ url: `${ORGANIC}?promocode=USED&programcode=USTPSRTP3MOFREE`, server });
    await app.heading('This promo code has already been used');
    expect(screen.getByRole('link', { name: 'Back to the offer' }).getAttribute('href')).toBe(
      `${ORGANIC}?programcode=USTPSRTP3MOFREE`,
    );
  });

  it('answers an empty promo code with the generic error, without asking the server', async () => {
    const server = streamingServer();
    const app = renderApp({ url: `${ORGANIC}?promocode=`, server });
    await app.heading('This offer isn’t available');
    expect(server.requestsTo('/services/offers/promocode/validate')).toHaveLength(0);
  });

  it('validates a good promo code and shows its offer, tracked as promoCodeEntry then the offer', async () => {
    const server = streamingServer();
    const app = renderApp({ url: `${ORGANIC}?promocode=SPRING`, server });
    await app.heading('Get 3 months of streaming free');
    expect(server.requestsTo('/services/offers')[0]?.body).toEqual({
      streaming: true,
      locale: 'en-US',
      marketingPromoCode: 'SPRING',
    });
    const events = app.analyticsTarget.appEventData ?? [];
    const pages = events
      .filter((event) => event.event === 'page-loaded')
      .map((event) => (event.pageInfo as { componentName: string }).componentName);
    expect(pages).toEqual(['promoCodeEntry', 'offerpresentmentstep']);
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'checkoutstreamingorganicvariant2',
      componentName: 'offerpresentmentstep',
      pageLabel: 'AUTHENTICATE',
    });
    expect(app.analyticsTarget.digitalData?.offer).toMatchObject({
      preSelectedPlan: { planCode: 'STREAM_PLAT_3MO_FREE', price: '0.00', packageName: 'Platinum' },
    });
  });

  it('shows the offer with its campaign: hero, bullets, package card, accordion, listening options, legal', async () => {
    const app = renderApp({
      url: `${ENTRY}&utm_content=stream_3mo_free`,
      server: streamingServer(),
    });
    await app.heading('Get 3 months of streaming free');
    expect(screen.getByText('Ad-free music')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Platinum' })).toBeDefined();
    expect(screen.getByText('Then $10.99/mo. Cancel online anytime.')).toBeDefined();
    const explore = screen.getByRole('button', { name: 'Explore plan details' });
    expect(explore.getAttribute('aria-expanded')).toBe('false');
    explore.click();
    await screen.findByRole('button', { name: 'Hide' });
    expect(screen.getByText('Howard Stern')).toBeDefined();
    expect(screen.getByText('On your phone')).toBeDefined();
    expect(screen.getByText('In the car')).toBeDefined();
    expect(screen.getByText('Offer for new subscribers. Renews automatically.')).toBeDefined();
  });

  it('goes to the expired-offer page when the lead offer is an expired stand-in', async () => {
    const server = streamingServer();
    server.on('POST /services/offers', () =>
      careOk(offersOf(streamingOffer({ fallbackReason: 'EXPIRED' }))),
    );
    const app = renderApp({ url: ENTRY, server });
    await app.heading('This offer has ended');
  });

  it('is not offered on the Canadian site', async () => {
    const app = renderApp({ url: ENTRY, host: 'care.orbitradio.ca', server: streamingServer() });
    await waitFor(() => expect(app.location()).toBe('/error'));
  });
});
