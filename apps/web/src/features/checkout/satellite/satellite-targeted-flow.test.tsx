import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { careFailure } from '../testing/streaming-fakes.ts';
import { foundRadio, SATELLITE, satelliteServer, TARGETED } from './testing/satellite-fakes.ts';

const tokenCalls = (server: ReturnType<typeof satelliteServer>) =>
  server.requestsTo('/services/identification/token').map((request) => request.body);

describe('satellite targeted checkout', { timeout: 20_000 }, () => {
  it('identifies the radio from the link’s token and loads its offers with the token’s program code', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${TARGETED}?tkn=signed.token.value`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(tokenCalls(server)).toEqual([{ token: 'signed.token.value', tokenType: 'SALES_AUDIO' }]);
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toEqual({
      streaming: false,
      deviceRef: 'dref_closed_0002',
      programCode: 'SATWINBACK',
      locale: 'en-US',
    });
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeDefined();
    expect(screen.getByText('ending in 0002')).toBeDefined();
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'TOKEN_URL',
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeDefined();
  });

  it('reads atok as an ACCOUNT token', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${TARGETED}?atok=acct.token`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(tokenCalls(server)).toEqual([{ token: 'acct.token', tokenType: 'ACCOUNT' }]);
  });

  it('turns a refused token into the code form, where a good code carries on', async () => {
    const server = satelliteServer();
    server.on('POST /services/identification/token', ({ body }) =>
      (body as { token: string }).token === 'GOOD-CODE'
        ? careOk({ ...foundRadio(), programCode: null })
        : careFailure(400, 'INVALID_TOKEN', 'error.token.invalid'),
    );
    const app = renderApp({ url: `${TARGETED}?tkn=expired.token`, server });
    await app.heading('Enter the code from your email');
    expect(app.location()).toBe(`${TARGETED}/enter-code?tkn=expired.token`);
    expect(screen.getByRole('alert').textContent).toContain('isn’t valid anymore');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That code isn’t valid or has expired',
    );
    await user.clear(screen.getByLabelText('Your code'));
    await user.type(screen.getByLabelText('Your code'), 'GOOD-CODE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Get Orbit Radio in your car');
    expect(app.location()).toBe(`${TARGETED}?tkn=expired.token`);
    expect(tokenCalls(server).at(-1)).toEqual({ token: 'GOOD-CODE', tokenType: 'SALES_AUDIO' });
  });

  it('opens the code form, not a dead end, for a link without a token', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: TARGETED, server });
    await app.heading('Enter the code from your email');
    expect(screen.getByRole('status').textContent).toContain('Enter the code from your email');
    expect(screen.getByRole('tab', { name: 'Radio Info' })).toBeDefined();
    expect(tokenCalls(server)).toHaveLength(0);
  });

  it('looks the radio up by the link’s radio id when it has an account number', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${TARGETED}?act=10000001&radioid=orbc0002`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(server.requestsTo('/services/device/validate')[0]?.body).toEqual({
      radioId: 'ORBC0002',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'RID_ACCT_URL',
    });
  });

  it('sends a radio with an active paid subscription to the active-subscription page', async () => {
    const server = satelliteServer({
      radio: foundRadio({ radioIdLastFour: '0003', hasActiveSubscription: true, status: 'active' }),
    });
    const app = renderApp({ url: `${TARGETED}?tkn=active.token`, server });
    await app.heading('You already have a subscription');
    expect(app.location()).toBe(`${SATELLITE}/targeted/active-subscription`);
    expect(server.requestsTo('/services/offers/customer')).toHaveLength(0);
  });

  it('also takes the offers call’s ACTIVE_SATELLITE_SUBSCRIPTION to that page', async () => {
    const server = satelliteServer();
    server.on('POST /services/offers/customer', () =>
      careFailure(409, 'ACTIVE_SATELLITE_SUBSCRIPTION', 'error.offers.active.subscription'),
    );
    const app = renderApp({ url: `${TARGETED}?tkn=some.token`, server });
    await app.heading('You already have a subscription');
    await waitFor(() => expect(app.location()).toBe(`${SATELLITE}/targeted/active-subscription`));
  });
});
