import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../../testing/fake-server.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import {
  secondRadioPurchase,
  VIP_LINK,
  VIP_PATH,
  vipEligibility,
  vipRadio,
} from '../testing/vip-fakes.ts';
import { complete, pay } from '../testing/vip-steps.ts';
import { VIP_UPDATE_PATH, vipUpdateOffers, vipUpdateServer } from '../testing/vip-update-fakes.ts';

const TITLE = 'Change your Platinum VIP plan';
const UPDATE = '/services/purchase/update-vip-subscription';

describe('Platinum VIP: change an existing bundle’s plan', { timeout: 40_000 }, () => {
  it('shows both devices and the plan, moves to the annual plan on the card on file, and thanks with Listen now', async () => {
    const fake = vipUpdateServer();
    const app = renderApp({ url: VIP_UPDATE_PATH, server: fake.server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    expect(screen.getByText('Radio ending in 4801')).toBeDefined();
    expect(screen.getByText('Radio ending in 4802')).toBeDefined();
    expect(screen.getByText('Platinum VIP · $34.99/mo')).toBeDefined();
    const annual = screen.getByRole('radio', { name: /\$349\.90\/yr/ });
    expect((annual as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Visa ending in 4158/i)).toBeDefined();
    const review = screen.getByRole('heading', { level: 2, name: 'Review and complete' })
      .parentElement as HTMLElement;
    expect(within(review).getByText('12/16/2026, on both devices')).toBeDefined();
    expect(within(review).getByText('$0.00')).toBeDefined();

    await complete(user);
    await app.heading('Your Platinum VIP plan is changing');
    expect(app.location()).toBe(`${VIP_UPDATE_PATH}/thanks`);
    expect(screen.getByText('Nothing is charged today. (order ord_4801)')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
    const [sent] = fake.calls.update.mock.calls.map(([body]) => body);
    expect(sent).toMatchObject({
      subscriptionId: 'sub_4801',
      plans: [{ planCode: 'US_SAT_PLATVIP_YR' }],
      emailAddressChanged: false,
      paymentInfo: { useCardOnfile: true },
    });
    const [request] = fake.server.requestsTo(UPDATE);
    expect(new Headers(request?.init.headers).get('Idempotency-Key')).toBe(
      sent?.paymentInfo.transactionId,
    );
  });

  it('says so when the card on file is declined, and the next try is a new attempt', async () => {
    const fake = vipUpdateServer();
    fake.calls.update.mockRejectedValueOnce(
      careError(402, 'CARD_DECLINED', 'error.code.credit.card.declined'),
    );
    const app = renderApp({ url: VIP_UPDATE_PATH, server: fake.server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    await complete(user);
    expect(await screen.findByText(/Your card on file was declined/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    await app.heading('Your Platinum VIP plan is changing');
    const ids = fake.calls.update.mock.calls.map(([body]) => body.paymentInfo.transactionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('offers no order without a usable card on file', async () => {
    const fake = vipUpdateServer();
    fake.calls.offers.mockResolvedValue(vipUpdateOffers({ cardOnFile: null }));
    const app = renderApp({ url: VIP_UPDATE_PATH, server: fake.server });
    await app.heading(TITLE);
    expect(screen.getByText(/no usable card on your account/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Complete My Order' })).toBeNull();
  });

  it('sends a visitor not signed in to the sign-in page, to come back here', async () => {
    const fake = vipUpdateServer();
    fake.calls.offers.mockRejectedValue(
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    const app = renderApp({ url: VIP_UPDATE_PATH, server: fake.server });
    await app.heading();
    expect(app.location()).toBe(
      `/account/login?${new URLSearchParams({ redirectTo: VIP_UPDATE_PATH })}`,
    );
  });

  it('tells an owner without a VIP bundle what they have instead', async () => {
    const fake = vipUpdateServer();
    fake.calls.offers.mockRejectedValue(
      careError(409, 'INELIGIBLE_FOR_OFFER', 'error.code.ineligible'),
    );
    const app = renderApp({ url: VIP_UPDATE_PATH, server: fake.server });
    await app.heading('You don’t have Platinum VIP on two devices');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toBeDefined();
  });

  it('sends thanks without an order back to the update page', async () => {
    const fake = vipUpdateServer();
    const app = renderApp({ url: `${VIP_UPDATE_PATH}/thanks`, server: fake.server });
    await app.heading(TITLE);
    expect(app.location()).toBe(VIP_UPDATE_PATH);
  });

  it('links the link’s “already Platinum VIP on two devices” answer to the update page', async () => {
    const fake = vipUpdateServer();
    fake.calls.eligibility.mockResolvedValue(
      vipEligibility({
        firstDevice: vipRadio('4801', { action: 'alreadyVip', planName: 'Platinum VIP' }),
        firstDeviceErrors: [
          {
            errorCode: 'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS',
            fieldName: 'firstDevice',
          },
        ],
      }),
    );
    const app = renderApp({ url: VIP_LINK, server: fake.server });
    const user = userEvent.setup();
    await screen.findByText(/already on a Platinum VIP plan with another device/, undefined, {
      timeout: 10_000,
    });
    await user.click(screen.getByRole('link', { name: TITLE }));
    await app.heading(TITLE);
    expect(app.location()).toBe(VIP_UPDATE_PATH);
  });
});

describe('add-second-radio with neither link nor lookup', { timeout: 40_000 }, () => {
  it('opens on the signed-in owner’s own radio on VIP alone and orders the second', async () => {
    const fake = vipUpdateServer();
    fake.calls.purchase.mockResolvedValue(secondRadioPurchase('4701', '4702'));
    const app = renderApp({ url: `${VIP_PATH}/add-second-radio`, server: fake.server });
    const user = userEvent.setup();
    await app.heading('Add your second device to Platinum VIP');
    expect(screen.getByText(/Radio ending in 4701 is already on Platinum VIP/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await pay(user);
    await complete(user);
    await app.heading('Your second device is on Platinum VIP');
    expect(app.location()).toBe(`${VIP_PATH}/add-second-radio/thanks`);
    expect(fake.calls.purchase).toHaveBeenCalledWith(
      expect.objectContaining({
        programCode: 'USPVIP',
        firstDevice: { deviceRef: 'vref_4701' },
        secondDevice: { deviceRef: 'vref_4702' },
      }),
    );
  });

  it('is the link’s default error for a visitor not signed in', async () => {
    const fake = vipUpdateServer();
    fake.calls.ownSecondRadio.mockRejectedValue(
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    const app = renderApp({ url: `${VIP_PATH}/add-second-radio`, server: fake.server });
    await app.heading('This link can’t be used');
    expect(app.location()).toBe(`${VIP_PATH}/error`);
  });
});
