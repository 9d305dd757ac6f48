import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { foundRadio, ORGANIC_NEW, satelliteServer } from './testing/satellite-fakes.ts';

const LOOKUP = `${ORGANIC_NEW}/device-lookup`;
const lookups = (server: ReturnType<typeof satelliteServer>) =>
  server.requestsTo('/services/device/validate');

async function atLookup(server = satelliteServer()) {
  const app = renderApp({ url: LOOKUP, server });
  const user = userEvent.setup();
  await app.heading('Find your radio');
  return { app, user, server };
}

function userErrors(app: ReturnType<typeof renderApp>) {
  return (app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).map((error) => [
    error.errorName,
    error.errorCode,
  ]);
}

describe('find your radio', { timeout: 20_000 }, () => {
  it('refuses a VIN with a wrong check digit in the browser, with no call made', async () => {
    const { app, user, server } = await atLookup();
    await user.click(screen.getByRole('tab', { name: 'Car Info' }));
    await user.type(screen.getByLabelText('VIN'), '1lmna2ar3ra000004');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    expect(
      await screen.findByText(
        'That VIN isn’t valid. Check each character against your registration.',
      ),
    ).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('VIN'));
    expect(lookups(server)).toHaveLength(0);
    expect(userErrors(app)).toContainEqual(['devicelookupstep.car.vin', 'CHECK_DIGIT']);
  });

  it('needs the state and the consent for a licence plate', async () => {
    const { user, server } = await atLookup();
    await user.click(screen.getByRole('tab', { name: 'Car Info' }));
    await user.click(screen.getByRole('radio', { name: 'License plate' }));
    await user.type(screen.getByLabelText('License plate number'), '8TRL456');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    expect(await screen.findByText('Choose the state that issued the plate.')).toBeDefined();
    expect(screen.getByText('Check the box so we can look up your plate.')).toBeDefined();
    expect(lookups(server)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.click(screen.getByRole('checkbox', { name: /use this license plate/ }));
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await screen.findByRole('heading', { name: 'We found your radio' });
    expect(lookups(server)[0]?.body).toEqual({
      licensePlate: '8TRL456',
      state: 'CA',
      consent: true,
    });
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { user } = await atLookup();
    const radioTab = screen.getByRole('tab', { name: 'Radio Info' });
    const carTab = screen.getByRole('tab', { name: 'Car Info' });
    expect(radioTab.getAttribute('aria-selected')).toBe('true');
    expect(carTab.getAttribute('tabindex')).toBe('-1');
    radioTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(carTab);
    expect(carTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Car Info' })).toBeDefined();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radioTab);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(carTab);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(radioTab);
    expect(screen.getByLabelText('Radio ID')).toBeDefined();
  });

  it('shows the radio found and, on Continue, asks for its offers by deviceRef', async () => {
    const { app, user, server } = await atLookup();
    await user.type(screen.getByLabelText('Radio ID'), 'orbc0002');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    expect(await screen.findByText('2022 Lumen Aria')).toBeDefined();
    expect(screen.getByText('ending in 0002')).toBeDefined();
    expect(lookups(server)[0]?.body).toEqual({ radioId: 'ORBC0002' });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'RID',
      authenticationStatus: 'Identified users',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      streaming: false,
      deviceRef: 'dref_closed_0002',
    });
  });

  it('says what to try when no radio matches', async () => {
    const server = satelliteServer();
    server.on('POST /services/device/validate', () =>
      careError(404, 'DEVICE_NOT_FOUND', 'error.device.not.found'),
    );
    const { app, user } = await atLookup(server);
    await user.type(screen.getByLabelText('Radio ID'), 'ORBX0009');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Try again with the info used to purchase your vehicle',
    );
    expect(app.location()).toBe(LOOKUP);
  });

  it('sends a radio with an active subscription to the active-subscription page', async () => {
    const server = satelliteServer({
      radio: foundRadio({ radioIdLastFour: '0003', hasActiveSubscription: true, status: 'active' }),
    });
    const { app, user } = await atLookup(server);
    await user.type(screen.getByLabelText('Radio ID'), 'ORBA0003');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await app.heading('You already have a subscription');
    expect(app.location()).toBe(
      '/subscribe/checkout/purchase/satellite/targeted/active-subscription',
    );
    expect(
      screen.getByText(/The radio ending in 0003 already has an active subscription/),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Look up another radio' }).getAttribute('href')).toBe(
      LOOKUP,
    );
    await waitFor(() => expect(server.requestsTo('/services/offers/customer')).toHaveLength(0));
  });
});
