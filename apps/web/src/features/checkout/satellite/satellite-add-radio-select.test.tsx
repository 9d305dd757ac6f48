import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { careFailure } from '../testing/streaming-fakes.ts';
import { ownerAccount, signInOwner } from './testing/account-fakes.ts';
import { ADD_RADIO, foundRadio, SATELLITE, satelliteServer } from './testing/satellite-fakes.ts';
import { fillAddress, placeOrder } from './testing/satellite-steps.ts';

const DEVICE_REF = '/services/account/device-ref';

async function atDeviceSelect(server = signInOwner(satelliteServer())) {
  const app = renderApp({ url: ADD_RADIO, server });
  await app.heading('Choose your radio');
  return { app, server, user: userEvent.setup() };
}

describe('add a radio: the signed-in owner’s radios', { timeout: 30_000 }, () => {
  it('lists the account’s radios by nickname or vehicle and the last 4 of the radio id', async () => {
    const { app } = await atDeviceSelect();
    expect(app.location()).toBe(`${ADD_RADIO}/device-select`);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeDefined();
    const items = within(screen.getByRole('list', { name: 'Radios on your account' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '2022 Lumen AriaRadio ID ****0002No active plan',
      'Jordan’s carRadio ID ****0004In a trial of All Access',
    ]);
    expect(
      screen.getByRole('button', { name: 'Choose Jordan’s car, radio ID ending in 0004' }),
    ).toBeDefined();
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'addradio',
      componentName: 'deviceselectstep',
    });
  });

  it('asks for the account’s radios once: as the page opens, the step reading that answer', async () => {
    const { server } = await atDeviceSelect();
    expect(server.requestsTo('/services/account')).toHaveLength(1);
  });

  it('buys for the radio chosen: its deviceRef, its plans, the card on file', async () => {
    const { app, server, user } = await atDeviceSelect();
    await user.click(
      screen.getByRole('button', { name: 'Choose 2022 Lumen Aria, radio ID ending in 0002' }),
    );
    await app.heading('Choose a plan for your radio');
    expect(server.requestsTo(DEVICE_REF)[0]?.body).toEqual({
      deviceId: 'odev_closed_0002',
      accountNumber: '10000001',
    });
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      deviceRef: 'dref_closed_0002',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'LOGIN',
    });
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Choose All Access' }));
    await app.heading('Now let’s set up your payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Set up your payment');
    const onFile = screen.getByRole('radio', { name: 'Use my card on file (Visa ending in 4242)' });
    expect((onFile as HTMLInputElement).checked).toBe(true);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Your radio is ready');
    expect(server.requestsTo('/services/purchase/add-subscription')[0]?.body).toMatchObject({
      deviceRef: 'dref_closed_0002',
      paymentInfo: { useCardOnFile: true },
    });
  });

  it('finds another radio with “Add a different radio”', async () => {
    const { app, user } = await atDeviceSelect();
    await user.click(screen.getByRole('button', { name: 'Add a different radio' }));
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/device-lookup`);
  });

  it('says when the chosen radio cannot be opened, and stays', async () => {
    const server = signInOwner(satelliteServer());
    server.on(`POST ${DEVICE_REF}`, () =>
      careFailure(404, 'DEVICE_NOT_FOUND', 'error.code.device.not.found'),
    );
    const { app, user } = await atDeviceSelect(server);
    await user.click(
      screen.getByRole('button', { name: 'Choose Jordan’s car, radio ID ending in 0004' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t open this radio right now. Try again, or add it with its radio ID.',
    );
    expect(app.location()).toBe(`${ADD_RADIO}/device-select`);
  });

  it('shows the active-subscription page for a radio that already has a paid plan', async () => {
    const server = signInOwner(satelliteServer());
    server.on(`POST ${DEVICE_REF}`, () =>
      careOk(foundRadio({ status: 'active', hasActiveSubscription: true })),
    );
    const { app, user } = await atDeviceSelect(server);
    await user.click(
      screen.getByRole('button', { name: 'Choose 2022 Lumen Aria, radio ID ending in 0002' }),
    );
    await waitFor(() => expect(app.location()).toBe(`${SATELLITE}/targeted/active-subscription`));
    expect(server.requestsTo('/services/offers/customer')).toHaveLength(0);
  });

  it.each([
    ['an identified visitor', { ...ownerAccount(), access: 'identified' as const }],
    ['an owner with no radio', { ...ownerAccount(), devices: [] }],
  ])('finds the radio instead for %s', async (_who, account) => {
    const server = signInOwner(satelliteServer(), account);
    const app = renderApp({ url: ADD_RADIO, server });
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/device-lookup`);
    expect(server.requestsTo(DEVICE_REF)).toHaveLength(0);
  });
});
