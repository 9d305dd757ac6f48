import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { FALLBACK_OFFER, streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ENTRY, ORGANIC, offersOf, streamingServer } from '../testing/streaming-fakes.ts';
import { throughCredentials, throughOffer } from '../testing/streaming-steps.ts';
import { streamingCheckoutStoreFor } from './checkout-store.ts';

describe('streaming organic, around the steps', { timeout: 20_000 }, () => {
  it('puts the lead offer back when the browser goes back from payment', async () => {
    const server = streamingServer();
    const lead = streamingOffer();
    server.on('POST /services/offers/customer', () => careOk(offersOf(lead, FALLBACK_OFFER)));
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await throughOffer(user);
    await throughCredentials(user);
    const store = streamingCheckoutStoreFor(app.instance().services);
    act(() => store.update({ selectedPlanCode: FALLBACK_OFFER.planCode }));
    await act(() => app.instance().router.navigate(-1));
    await app.heading('Now let’s set up your payment');
    expect(store.get().selectedPlanCode).toBe(lead.planCode);
  });

  it('shows the streaming error pages with a way on', async () => {
    const app = renderApp({
      url: '/subscribe/checkout/purchase/streaming/technical-issues?programcode=USTPSRTP3MOFREE',
      server: streamingServer(),
    });
    await app.heading('We’re having technical issues');
    expect(screen.getByText(/call us at 1-866-555-0100/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `${ORGANIC}?programcode=USTPSRTP3MOFREE`,
    );
    await app.navigate('/subscribe/checkout/purchase/streaming/ineligible-redirect');
    await app.heading('This offer is for new subscribers');
    expect(screen.getByRole('link', { name: 'See our plans' }).getAttribute('href')).toBe(
      'https://www.orbitradio.com/',
    );
  });
});
