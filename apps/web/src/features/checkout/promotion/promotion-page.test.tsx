import type { CareZeroCostActivation } from '@orbit/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk, createFakeServer, type FakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { foundRadio, satelliteOffer } from '../satellite/testing/satellite-fakes.ts';
import { careFailure, offersOf } from '../testing/streaming-fakes.ts';

const FLOW = '/subscribe/checkout/promotion/satellite';

const FREE_OFFER = satelliteOffer({
  planCode: 'US_SAT_AA_PROMO_3MOFREE',
  type: 'Trial',
  activationFee: null,
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: { amountMinor: 0, currency: 'USD' } },
    },
  ],
});

const ACTIVATION: CareZeroCostActivation = {
  status: 'SUCCESS',
  accountNumber: '20000042',
  subscriptionId: 'sub_promo_1',
  radioIdLastFour: '0101',
  email: 'grace@orbitradio.test',
  planCode: 'US_SAT_AA_PROMO_3MOFREE',
  packageName: 'All Access',
  freeUntil: '2027-02-25',
  isOfferStreamingEligible: true,
};

function promoRefusal(fieldCode: string, errorCode: string): Response {
  return careFailure(400, errorCode, 'error.code.promo.code.invalid', [
    { errorCode: fieldCode, fieldName: 'marketingPromoCode' },
  ]);
}

/** The care API of the promotion: the code as `validate` answers it, a new radio, the activation. */
function promotionServer(
  options: { validate?: () => Response; radioStatus?: 'new' | 'active' } = {},
): FakeServer {
  const server = createFakeServer();
  server.on('POST /services/offers/promocode/validate', () =>
    options.validate
      ? options.validate()
      : careOk({ status: 'valid', planCode: 'US_SAT_AA_PROMO_3MOFREE' }),
  );
  server.on('POST /services/offers', () => careOk(offersOf(FREE_OFFER)));
  server.on('POST /services/device/validate', () =>
    careOk(
      foundRadio({
        deviceRef: 'dref_new_0101',
        radioIdLastFour: '0101',
        status: options.radioStatus ?? 'new',
      }),
    ),
  );
  server.on('POST /services/validate/customer-info', () =>
    careOk({
      addressValidation: { confidenceLevel: 'verified', status: 'valid', correctedAddresses: [] },
    }),
  );
  server.on('POST /services/purchase/zero-cost', () => careOk(ACTIVATION));
  return server;
}

async function findRadio(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Radio ID'), 'ZC000101');
  await user.click(screen.getByRole('button', { name: 'Find my radio' }));
  await screen.findByRole('heading', { name: 'We found your radio' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the zero-cost promotion', { timeout: 30_000 }, () => {
  it('without a promo code says one is needed and asks nothing', async () => {
    const server = promotionServer();
    const app = renderApp({ url: FLOW, server });
    await app.heading('A promo code is needed');
    expect(server.requestsTo('/services/offers/promocode/validate')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'See our plans' }).getAttribute('href')).toBe(
      '/subscribe/checkout/purchase/satellite/organic',
    );
  });

  it('a redeemed code goes to its own page', async () => {
    const server = promotionServer({
      validate: () => promoRefusal('ALREADY_REDEEMED', 'OFFER_REDEEMED'),
    });
    const app = renderApp({ url: `${FLOW}?promocode=FREERADIOONCE`, server });
    await app.heading('This promo code has already been used');
    expect(app.location()).toBe('/subscribe/checkout/promotion/promo-code-redeemed-error');
  });

  it.each([
    ['OUTSIDE_START_AND_END_DATE', 'OFFER_EXPIRED', 'This promo code has expired'],
    ['NOT_FOUND', 'INVALID_OFFER_DATA', 'This promo code isn’t valid'],
  ])('a code refused with %s shows its page', async (fieldCode, errorCode, title) => {
    const server = promotionServer({ validate: () => promoRefusal(fieldCode, errorCode) });
    const app = renderApp({ url: `${FLOW}?promocode=RADIOFREE2025`, server });
    await app.heading(title);
    expect(screen.getByText(/RADIOFREE2025/)).toBeDefined();
  });

  it('a radio that was activated before cannot take the promotion', async () => {
    const server = promotionServer({ radioStatus: 'active' });
    const app = renderApp({ url: `${FLOW}?promocode=RADIOFREE3`, server });
    const user = userEvent.setup();
    await app.heading('Activate your radio with your promo code');
    await findRadio(user);
    await screen.findByRole('heading', { name: 'This radio can’t take the promotion' });
    expect(server.requestsTo('/services/purchase/zero-cost')).toHaveLength(0);
  });

  it('a good code: radio, account info, password, activation, then the thanks', async () => {
    const server = promotionServer();
    const app = renderApp({ url: `${FLOW}?promocode=RADIOFREE3`, server });
    const user = userEvent.setup();
    await app.heading('Activate your radio with your promo code');
    expect(
      screen.getByText('Your code gives you All Access free for 3 months. No credit card needed.'),
    ).toBeDefined();
    await findRadio(user);
    await screen.findByRole('heading', { name: 'Your information' });
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@orbitradio.test');
    await user.type(screen.getByLabelText('Phone number'), '5125550199');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and activate' });
    expect(server.requestsTo('/services/validate/customer-info')[0]?.body).toEqual({
      serviceAddress: {
        streetAddress: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Activate my radio' }));
    expect(await screen.findAllByText('Enter a password.')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'Comet-Trail-58');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my radio' }));
    await screen.findByRole('heading', { name: 'Your radio is activated' });
    const [sent] = server.requestsTo('/services/purchase/zero-cost');
    expect(sent?.body).toMatchObject({
      marketingPromoCode: 'RADIOFREE3',
      deviceRef: 'dref_new_0101',
      password: 'Comet-Trail-58',
      agreementAccepted: true,
      languagePreference: 'en-US',
      customer: { firstName: 'Grace', email: 'grace@orbitradio.test' },
    });
    expect(new Headers(sent?.init.headers).get('idempotency-key')).toBe(
      (sent?.body as { transactionId?: string } | undefined)?.transactionId,
    );
    expect(screen.getByText('20000042')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe(
      '/account/login',
    );
  });

  it('a radio activated meanwhile is refused in words, and the next try is a new attempt', async () => {
    const server = promotionServer();
    let calls = 0;
    server.on('POST /services/purchase/zero-cost', () => {
      calls += 1;
      return calls === 1
        ? careFailure(409, 'DEVICE_NOT_ELIGIBLE', 'error.code.device.not.eligible')
        : careOk(ACTIVATION);
    });
    const app = renderApp({ url: `${FLOW}?promocode=RADIOFREE3`, server });
    const user = userEvent.setup();
    await app.heading('Activate your radio with your promo code');
    await findRadio(user);
    await screen.findByRole('heading', { name: 'Your information' });
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@orbitradio.test');
    await user.type(screen.getByLabelText('Phone number'), '5125550199');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'Comet-Trail-58');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate my radio' }));
    await screen.findByText(
      'This radio was activated in the meantime, so the promotion can’t go on it.',
    );
    await user.click(screen.getByRole('button', { name: 'Activate my radio' }));
    await screen.findByRole('heading', { name: 'Your radio is activated' });
    const ids = server
      .requestsTo('/services/purchase/zero-cost')
      .map((request) => (request.body as { transactionId: string }).transactionId);
    expect(new Set(ids).size).toBe(2);
  });
});
