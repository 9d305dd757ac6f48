import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCancelCalls } from '../../../testing/cancel-fakes.ts';
import { careAccount, subscription } from '../../../testing/care-account-fakes.ts';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TARGETED = '/account/subscription/cancel-targeted';

/** A server whose token entry and account lookup identify Jane's account from her link. */
function linkServer(flag: boolean) {
  const server = createFakeServer({ flags: { enableTargetedCancel: flag } });
  server.on('POST /services/identification/token', () =>
    careOk({
      deviceRef: 'orad_token',
      radioIdLastFour: '0001',
      deviceType: 'car',
      vehicle: null,
      status: 'active',
      hasActiveSubscription: true,
      cardOnFile: null,
      programCode: null,
    }),
  );
  server.on('POST /services/account/non-pii', () =>
    careOk({
      authenticationType: 'TOKEN_URL',
      verified: true,
      firstName: 'Jane',
      radios: [],
      streaming: [],
      hasActiveSubscription: true,
    }),
  );
  return server;
}

describe('targeted cancel', { timeout: 20_000 }, () => {
  it('identifies the link, then opens the cancel page of the subscription it names', async () => {
    const server = linkServer(true);
    answerCancelCalls(server);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc&subscriptionId=sub_2`, server });
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_2');
    expect(server.requestsTo('/services/identification/token')[0]?.body).toEqual({
      token: 'oet1.abc',
      tokenType: 'ACCOUNT',
    });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toMatchObject({
      deviceRef: 'orad_token',
      authenticationType: 'TOKEN_URL',
    });
  });

  it('asks which subscription when the link names none and the account has several', async () => {
    const server = linkServer(true);
    answerCancelCalls(server);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc`, server });
    await app.heading('Your cancellation options');
    expect(
      screen.getByRole('list', { name: 'Which subscription do you want to cancel?' }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Streaming Platinum, streaming' }));
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_2');
  });

  it('goes straight on for a signed-in customer with one subscription', async () => {
    const server = createFakeServer({ flags: { enableTargetedCancel: true } });
    answerCancelCalls(server, { account: careAccount({ subscriptions: [subscription()] }) });
    const app = renderApp({ url: TARGETED, server });
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_1');
    expect(server.requestsTo('/services/identification/token')).toHaveLength(0);
  });

  it('says when the link cannot be used, with sign in beside it', async () => {
    const server = linkServer(true);
    server.on('POST /services/identification/token', () =>
      careError(400, 'INVALID_TOKEN', 'error.token.invalid'),
    );
    const app = renderApp({ url: `${TARGETED}?atok=forged`, server });
    await app.heading('Your cancellation options');
    expect(screen.getByText('This link can’t be used')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectTo=%2Faccount%2Fsubscription%2Fcancel-targeted',
    );
  });

  it('goes to the error page with its flag off, and asks nothing', async () => {
    const server = linkServer(false);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc`, server });
    await waitFor(() => expect(app.location()).toBe('/error'));
    expect(server.requestsTo('/services/identification/token')).toHaveLength(0);
  });
});
