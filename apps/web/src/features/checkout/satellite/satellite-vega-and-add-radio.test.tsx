import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  ADD_RADIO,
  offersOf,
  SATELLITE,
  satelliteOffer,
  satelliteServer,
  VEGA,
} from './testing/satellite-fakes.ts';
import { continueWithRadio, findRadioById } from './testing/satellite-steps.ts';

describe('vega checkout', { timeout: 20_000 }, () => {
  it('goes to /error with enableVegaCheckout off', async () => {
    const app = renderApp({ url: `${VEGA}?programcode=X`, server: satelliteServer({ flags: {} }) });
    await waitFor(() => expect(app.location()).toBe('/error'));
  });

  it('sells program code VEGA whatever the link says, under its own analytics name', async () => {
    const server = satelliteServer({ flags: { enableVegaCheckout: true } });
    server.on('POST /services/offers', () =>
      careOk(offersOf(satelliteOffer({ planCode: 'SAT_VEGA_12MO', packageName: 'Vega' }))),
    );
    const app = renderApp({ url: `${VEGA}?programcode=OTHER`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(server.requestsTo('/services/offers')[0]?.body).toEqual({
      streaming: false,
      locale: 'en-US',
      programCode: 'VEGA',
    });
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'checkoutsatellitevega',
    });
  });

  it('shows the offer-unavailable page when the catalog has nothing for VEGA', async () => {
    const server = satelliteServer({ flags: { enableVegaCheckout: true } });
    server.on('POST /services/offers', () => careOk(offersOf()));
    const app = renderApp({ url: VEGA, server });
    await app.heading('This offer isn’t available');
    expect(app.location()).toBe(`${SATELLITE}/offer-unavailable`);
  });
});

describe('add a radio', { timeout: 20_000 }, () => {
  it('looks up the radio named in the link and offers its plans to choose from', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${ADD_RADIO}?radioid=ORBC0002`, server });
    await app.heading('Choose a plan for your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/pick-a-plan?radioid=ORBC0002`);
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeDefined();
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      deviceRef: 'dref_closed_0002',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose Music & Entertainment' }));
    await app.heading('Now let’s set up your payment');
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 4' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Set up your payment');
    expect(screen.getByRole('heading', { name: 'Music & Entertainment' })).toBeDefined();
  });

  it('finds the radio when nobody is signed in to list the account’s radios', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: ADD_RADIO, server });
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/device-lookup`);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeDefined();
    const user = userEvent.setup();
    await findRadioById(user);
    await continueWithRadio(user);
    await app.heading('Choose a plan for your radio');
  });
});
