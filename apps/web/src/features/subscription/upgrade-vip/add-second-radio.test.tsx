import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  secondRadioPurchase,
  VIP_LINK,
  VIP_PATH,
  VIP_QUERY,
  vipEligibility,
  vipRadio,
  vipServer,
} from './testing/vip-fakes.ts';
import { complete, pay } from './testing/vip-steps.ts';

/** The first radio is on Platinum VIP alone: the link's page is `add-second-radio`. */
function oneVipRadio() {
  const fake = vipServer();
  fake.calls.eligibility.mockResolvedValue(
    vipEligibility({
      firstDevice: vipRadio('4101', { action: 'alreadyVip', planName: 'Platinum VIP' }),
      secondDevices: [vipRadio('4102')],
    }),
  );
  fake.calls.purchase.mockResolvedValue(secondRadioPurchase('4101', '4102'));
  return fake;
}

const ADD_SECOND = `${VIP_PATH}/add-second-radio${VIP_QUERY}`;

describe('Platinum VIP: add the second radio', { timeout: 40_000 }, () => {
  it('opens add-second-radio from the link, orders the second radio, and thanks with Listen now', async () => {
    const fake = oneVipRadio();
    const app = renderApp({ url: VIP_LINK, server: fake.server });
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Add your second device to Platinum VIP' },
      { timeout: 10_000 },
    );
    expect(app.location()).toBe(ADD_SECOND);
    expect(screen.getByText(/Radio ending in 4101 is already on Platinum VIP/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await pay(user);
    await complete(user);
    await app.heading('Your second device is on Platinum VIP');
    expect(fake.calls.purchase).toHaveBeenCalledWith(
      expect.objectContaining({
        firstDevice: { deviceRef: 'vref_4101' },
        secondDevice: { deviceRef: 'vref_4102' },
      }),
    );
    expect(app.location()).toBe(`${VIP_PATH}/add-second-radio/thanks${VIP_QUERY}`);
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('sends add-second-radio to the two-device page when the first radio is not on VIP yet', async () => {
    const fake = vipServer();
    const app = renderApp({ url: ADD_SECOND, server: fake.server });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Platinum VIP on two devices' },
      { timeout: 10_000 },
    );
    expect(app.location()).toBe(VIP_LINK);
  });

  it('sends add-second-radio/thanks without an order back to add-second-radio', async () => {
    const fake = oneVipRadio();
    const app = renderApp({
      url: `${VIP_PATH}/add-second-radio/thanks${VIP_QUERY}`,
      server: fake.server,
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Add your second device to Platinum VIP' },
      { timeout: 10_000 },
    );
    expect(app.location()).toBe(ADD_SECOND);
  });
});
