import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { ENTRY, ORGANIC, streamingServer } from '../testing/streaming-fakes.ts';
import { toReview } from '../testing/streaming-steps.ts';

describe('streaming organic checkout', { timeout: 20_000 }, () => {
  it('walks from the offer to the confirmation, buying with a card token', async () => {
    const server = streamingServer();
    const app = renderApp({ url: ENTRY, server });
    await app.heading('Get 3 months of streaming free');
    expect(screen.getByText('3 months free')).toBeDefined();
    const user = userEvent.setup();
    await toReview(user);
    expect(app.location()).toBe(`${ORGANIC}/review?programcode=USTPSRTP3MOFREE`);

    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    expect(
      await screen.findByText('Check the box to agree to these terms before you order.'),
    ).toBeDefined();
    expect(server.requestsTo('/services/purchase/new-account')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I agree that my subscription renews/ }));
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    await app.heading('Welcome to Orbit Radio');
    expect(app.location()).toBe(`${ORGANIC}/thanks?programcode=USTPSRTP3MOFREE`);
    expect(screen.getByText('n******@orbitradio.test')).toBeDefined();

    const [purchase] = server.requestsTo('/services/purchase/new-account');
    const body = purchase?.body as {
      paymentInfo: { transactionId: string; cardInfo: { cardToken: string; nameOnCard: string } };
      serviceAddress: { city: string; state: string; postalCode: string };
    };
    expect(body.paymentInfo.cardInfo.cardToken).toMatch(/^ctok_4242/);
    expect(body.paymentInfo.cardInfo.nameOnCard).toBe('Ada Lovelace');
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(new Headers(purchase?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );
    expect(body.serviceAddress).toMatchObject({
      city: 'New York',
      state: 'NY',
      postalCode: '10001',
    });
    for (const request of server.requests.filter((r) => r.path.startsWith('/services'))) {
      expect(JSON.stringify(request.body ?? '')).not.toContain('4242424242424242');
    }
  });
});
