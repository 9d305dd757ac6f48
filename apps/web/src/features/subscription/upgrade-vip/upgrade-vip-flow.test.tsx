import type { PurchaseUpgradeVipRequest } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { careError, careOk } from '../../../testing/fake-server.ts';
import { answerLinkVerification, JANE_LPZ } from '../../../testing/link-verification-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  VIP_LINK,
  VIP_PATH,
  VIP_QUERY,
  vipEligibility,
  vipPurchase,
  vipQuote,
  vipRadio,
  vipServer,
} from './testing/vip-fakes.ts';

type User = ReturnType<typeof userEvent.setup>;

/** The page's heading. The flow arrives by a second lazy chunk: a cold worker may be slow. */
function landed() {
  return screen.findByRole(
    'heading',
    { level: 1, name: 'Platinum VIP on two devices' },
    { timeout: 10_000 },
  );
}

/** Who, where, and a new card (none when the card on file pays), then Continue. */
async function pay(user: User, card: string | null = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('First name'), 'Valeria');
  await user.type(screen.getByLabelText('Last name'), 'Vasquez');
  await user.type(screen.getByLabelText('Email address'), 'vip.two@orbitradio.test');
  await user.type(screen.getByLabelText('Phone number'), '5125550141');
  await user.type(screen.getByLabelText('Street address'), '100 Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
  if (card === null) {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return;
  }
  await cardAgain(user, card);
}

async function cardAgain(user: User, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function complete(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}

async function toReview(fake = vipServer()) {
  const app = renderApp({ url: VIP_LINK, server: fake.server });
  const user = userEvent.setup();
  await landed();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Card number');
  await pay(user);
  await screen.findByRole('button', { name: 'Complete My Order' });
  return { app, user, ...fake };
}

const orderOf = (fake: ReturnType<typeof vipServer>, index: number) =>
  fake.calls.purchase.mock.calls[index]?.[0] as PurchaseUpgradeVipRequest;

describe('Platinum VIP', { timeout: 40_000 }, () => {
  it('upgrades two radios from the link to thanks: one order, its transaction id as its key', async () => {
    const fake = await toReview();
    const { app, user, server, calls } = fake;
    expect(calls.token).toHaveBeenCalledWith({ token: 'oet1.vip.link' });
    expect(calls.eligibility).toHaveBeenCalledWith({
      token: 'oet1.vip.link',
      tokenType: 'UPGRADE_VIP',
      student: false,
    });
    expect(calls.quote).toHaveBeenCalledWith({
      programCode: 'USPVIP',
      firstDevice: { deviceRef: 'vref_4101' },
      secondDevice: { deviceRef: 'vref_4102' },
    });
    const review = screen.getByRole('region', { name: /Review and complete/ });
    expect(
      within(review).getByText(/Platinum VIP: \$32\.99 today, then \$32\.99\/mo/),
    ).toBeDefined();
    expect(within(review).queryByText(/is in a trial/)).toBeNull();
    await complete(user);
    await app.heading('Both devices are on Platinum VIP');
    const order = orderOf(fake, 0);
    expect(order).toMatchObject({
      programCode: 'USPVIP',
      firstDevice: { deviceRef: 'vref_4101' },
      secondDevice: { deviceRef: 'vref_4102' },
      agreementAccepted: true,
      paymentInfo: { useCardOnFile: false, cardInfo: { nameOnCard: 'Valeria Vasquez' } },
    });
    const [sent] = server.requestsTo('/services/purchase/upgrade-vip');
    expect(new Headers(sent?.init.headers).get('Idempotency-Key')).toBe(
      order.paymentInfo.transactionId,
    );
    expect(
      screen.getByText(/ending in 4101: upgraded to Platinum VIP — \$32\.99 charged/),
    ).toBeDefined();
    expect(screen.getByText(/ending in 4102: upgraded to Platinum VIP\./)).toBeDefined();
    expect(app.location()).toBe(`${VIP_PATH}/thanks${VIP_QUERY}`);
  });

  it('shows the devices that cannot be the second, disabled, with the reason in words', async () => {
    const { server } = vipServer();
    renderApp({ url: VIP_LINK, server });
    await landed();
    const devices = screen.getByRole('group', { name: 'Your other devices' });
    const radios = within(devices).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.checked, radio.disabled])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(radios[1]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(devices).getByText('This device can’t be the second device of Platinum VIP.'),
    ).toBeDefined();
    expect(
      within(devices).getByText('Already one of the two devices of a Platinum VIP plan.'),
    ).toBeDefined();
  });

  it('says so when no other device can be the second', async () => {
    const fake = vipServer();
    fake.calls.eligibility.mockResolvedValue(
      vipEligibility({ secondDevices: [vipRadio('4302', { eligible: false, fieldErrors: [] })] }),
    );
    renderApp({ url: VIP_LINK, server: fake.server });
    await landed();
    expect(screen.getByText(/None of your other devices can join Platinum VIP/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('explains the swapped order when the first radio is in a trial', async () => {
    const fake = vipServer();
    fake.calls.quote.mockResolvedValue(vipQuote(true));
    await toReview(fake);
    const review = screen.getByRole('region', { name: /Review and complete/ });
    expect(within(review).getByText(/Your first radio is in a trial/)).toBeDefined();
    const rows = within(review)
      .getAllByText(/today, then/)
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Platinum VIP: \$32\.99 today/);
    expect(rows[1]).toMatch(/^Platinum VIP companion: \$0\.00 today.*12\/20\/2026/);
  });

  it('on PARTIAL says which device is done and retries the other with a new transaction id', async () => {
    const fake = vipServer();
    fake.calls.purchase.mockResolvedValueOnce(vipPurchase('PARTIAL'));
    const { app, user } = await toReview(fake);
    await complete(user);
    await app.heading('One device is on Platinum VIP');
    expect(screen.getByText(/ending in 4101: upgraded/)).toBeDefined();
    expect(screen.getByText(/ending in 4102: not upgraded\./)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try the second device again' }));
    await app.heading('Both devices are on Platinum VIP');
    const first = orderOf(fake, 0);
    const retry = orderOf(fake, 1);
    expect(retry.secondDevice).toEqual(first.secondDevice);
    expect(retry.paymentInfo.transactionId).not.toBe(first.paymentInfo.transactionId);
  });

  it('sends a declined card back to payment, then orders with a new transaction id', async () => {
    const fake = vipServer();
    fake.calls.purchase.mockRejectedValueOnce(careError(402, 'CARD_DECLINED', 'error.code.any'));
    const { app, user } = await toReview(fake);
    await complete(user);
    expect(
      await screen.findByText(
        /Your card was declined and nothing was charged/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeDefined();
    await cardAgain(user, '5555 5555 5555 4444');
    await complete(user);
    await app.heading('Both devices are on Platinum VIP');
    expect(orderOf(fake, 1).paymentInfo.transactionId).not.toBe(
      orderOf(fake, 0).paymentInfo.transactionId,
    );
  });

  it('pays with the card on file for the account’s signed-in owner', async () => {
    const fake = vipServer();
    fake.server.on('POST /services/account', () => careOk(careAccount()));
    const app = renderApp({ url: VIP_LINK, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await pay(user, null);
    await complete(user);
    await app.heading('Both devices are on Platinum VIP');
    expect(orderOf(fake, 0).paymentInfo).toMatchObject({ useCardOnFile: true });
  });

  it('finds the account by radio on the organic page, confirms it, then orders both devices', async () => {
    const fake = vipServer();
    fake.server.on('POST /services/account/vip-eligible-radios', () => careOk(vipEligibility()));
    const verification = answerLinkVerification(fake.server);
    fake.calls.quote.mockImplementation(async () => {
      if (!verification.isVerified()) {
        throw careError(403, 'VERIFICATION_REQUIRED', 'error.account.verification.required');
      }
      return vipQuote();
    });
    const app = renderApp({ url: `${VIP_PATH}/flepz?programCode=USPVIP`, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await user.type(screen.getByLabelText('Radio ID'), 'ORBV4101');
    await user.type(screen.getByLabelText('Account number'), '10000051');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(fake.server.requestsTo('/services/account/vip-eligible-radios')[0]?.body).toMatchObject({
      radioId: 'ORBV4101',
      accountNumber: '10000051',
      programCode: 'USPVIP',
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // The account found is not proven: last name, phone and zip before anything is priced.
    await screen.findByRole('heading', { level: 2, name: 'First, confirm it’s you' });
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), JANE_LPZ.lastName);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), JANE_LPZ.phoneNumber);
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), JANE_LPZ.zipCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Card number', {}, { timeout: 10_000 });
    expect(fake.calls.quote).toHaveBeenCalledTimes(2);
    await pay(user);
    await complete(user);
    await app.heading('Both devices are on Platinum VIP');
    expect(app.location()).toBe(`${VIP_PATH}/thanks?programCode=USPVIP`);
  });

  it.each([
    ['without a token', `${VIP_PATH}?programCode=USPVIP`],
    ['without a program code', `${VIP_PATH}?token=oet1.vip.link`],
  ])('sends a link %s to its default error', async (_case, url) => {
    const { server } = vipServer();
    const app = renderApp({ url, server });
    await app.heading('This link can’t be used');
    expect(server.requestsTo('/services/account/token/upgrade-vip')).toHaveLength(0);
  });

  it('sends a refused token to the default error', async () => {
    const fake = vipServer();
    fake.calls.token.mockRejectedValue(careError(400, 'INVALID_TOKEN', 'error.code.invalid.token'));
    const app = renderApp({ url: VIP_LINK, server: fake.server });
    await app.heading('This link can’t be used');
    expect(app.location()).toBe(`${VIP_PATH}/error${VIP_QUERY}`);
  });

  it('sends any other path to the app’s error page', async () => {
    const { server } = vipServer();
    const app = renderApp({ url: `${VIP_PATH}/nowhere${VIP_QUERY}`, server });
    await screen.findByText(/experiencing technical issues/, {}, { timeout: 10_000 });
    expect(app.location()).toBe('/error');
  });
});
