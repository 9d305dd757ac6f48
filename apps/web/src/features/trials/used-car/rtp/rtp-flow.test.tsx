import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../../testing/fake-server.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { eligibleRadio, RTP, usedCarServer } from '../testing/used-car-fakes.ts';
import { checkEligibility, fillRtpAccount } from '../testing/used-car-steps.ts';

async function toAccount(fake = usedCarServer()) {
  const app = renderApp({ url: RTP, server: fake.server });
  const user = userEvent.setup();
  await app.heading('Get a free trial for your used car');
  await checkEligibility(user);
  await app.heading('Create your account');
  return { app, user, ...fake };
}

async function toReview(fake = usedCarServer()) {
  const at = await toAccount(fake);
  await screen.findByText('All Access');
  await fillRtpAccount(at.user);
  await at.user.click(screen.getByRole('button', { name: 'Continue' }));
  await at.app.heading('Review your trial');
  return at;
}

async function startTrial(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}

describe('the RTP used-car trial', { timeout: 40_000 }, () => {
  it('asks for the radio’s used-car offer and shows the trial and what follows', async () => {
    const { offers } = await toAccount();
    expect(screen.getByText('Step 2 of 3')).toBeDefined();
    await screen.findByText('All Access');
    expect(offers).toHaveBeenCalledWith({
      streaming: false,
      deviceRef: 'dref_used_0007',
      usedCarBrandingType: 'USED_CAR',
      programCode: 'RTP_USED_CAR',
      locale: 'en-US',
    });
    expect(screen.getByText('3 months')).toBeDefined();
    expect(screen.getByText('ending in 0007')).toBeDefined();
    expect(screen.getByText('$22.99')).toBeDefined();
  });

  it('says an offer type it does not sell is not available here, with a way out', async () => {
    const fake = usedCarServer();
    fake.eligibility.mockResolvedValue(eligibleRadio({ offerTypeForProgramCode: 'PROMO_MCP' }));
    const app = renderApp({ url: RTP, server: fake.server });
    await app.heading('Get a free trial for your used car');
    await checkEligibility(userEvent.setup());
    await app.heading('This offer isn’t available here');
    expect(screen.getByRole('link', { name: 'Check another radio' }).getAttribute('href')).toBe(
      RTP,
    );
    expect(fake.offers).not.toHaveBeenCalled();
  });

  it('checks the email, the card and the address, then prices the trial', async () => {
    const { emailCheck, customerInfo, quote } = await toReview();
    expect(emailCheck).toHaveBeenCalledWith({ email: 'ada@orbitradio.test' });
    expect(customerInfo.mock.calls[0]?.[0]).toMatchObject({
      creditCard: { cardToken: expect.stringMatching(/^ctok_4242_/) },
      serviceAddress: { streetAddress: '100 Congress Ave', zip: '78701', country: 'US' },
    });
    expect(quote.mock.calls[0]?.[0]).toMatchObject({
      planCodes: [{ planCode: 'SAT_RTP_3MO_FREE' }],
    });
    // The radio has no trial yet: a quote for its deviceRef would price a plan following one.
    expect(quote.mock.calls[0]?.[0]).not.toHaveProperty('deviceRef');
    expect(screen.getByText('02/26/2027')).toBeDefined();
    expect(screen.getByText('Visa ending in 4242')).toBeDefined();
  });

  it('puts an address the server refuses on the zip, and an undeliverable email on its field', async () => {
    const fake = usedCarServer();
    fake.emailCheck.mockResolvedValueOnce({ valid: false, reason: 'DOMAIN' });
    const { app, user } = await toAccount(fake);
    await screen.findByText('All Access');
    await fillRtpAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter a valid email/)).toBeDefined();
    fake.customerInfo.mockRejectedValueOnce(
      careError(400, 'INVALID_ADDRESS', 'error.invalid.address', [
        { errorCode: 'INVALID', fieldName: 'ZipCode' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter a valid ZIP code/)).toBeDefined();
    expect(app.location()).toBe(`${RTP}/account`);
  });

  it('buys the trial with the transaction id as its key, then thanks with its end and cost', async () => {
    const { app, user, purchase, server } = await toReview();
    await startTrial(user);
    await app.heading('Your trial is on');
    const [sent] = purchase.mock.calls[0] ?? [];
    expect(sent).toMatchObject({
      deviceRef: 'dref_used_0007',
      plans: [{ planCode: 'SAT_RTP_3MO_FREE' }],
      programCode: 'RTP_USED_CAR',
      paymentInfo: { useCardOnFile: false, paymentType: 'creditCard' },
      serviceAddress: { firstName: 'Ada', email: 'ada@orbitradio.test', state: 'TX' },
      languagePreference: 'en-US',
      agreementAccepted: true,
    });
    const [request] = server.requestsTo('/services/purchase/add-subscription');
    expect(new Headers(request?.init.headers).get('Idempotency-Key')).toBe(
      sent?.paymentInfo.transactionId,
    );
    expect(app.location()).toBe(`${RTP}/thanks`);
    expect(screen.getByText(/Your free trial runs until 02\/26\/2027/)).toBeDefined();
    expect(screen.getByText('$25.34')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create your sign-in' })).toBeDefined();
  });

  it('goes on when the email check cannot answer', async () => {
    const fake = usedCarServer();
    fake.emailCheck.mockRejectedValue(careError(503, 'SERVICE_UNAVAILABLE', 'error.unavailable'));
    const { quote } = await toReview(fake);
    expect(quote).toHaveBeenCalledTimes(1);
  });

  it('sends a refused card back to step 2 saying so, with a new transaction id', async () => {
    const fake = usedCarServer();
    fake.purchase.mockRejectedValueOnce(
      careError(402, 'CARD_DECLINED', 'error.purchase.service.credit.card.validation.failed'),
    );
    const { app, user, purchase } = await toReview(fake);
    await startTrial(user);
    await app.heading('Create your account');
    expect(screen.getByRole('alert').textContent).toMatch(/card/i);
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration date'), '1230');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your trial');
    await startTrial(user);
    await app.heading('Your trial is on');
    const ids = purchase.mock.calls.map(([body]) => body.paymentInfo.transactionId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('starts at step 1 when step 2 is opened without a radio', async () => {
    const fake = usedCarServer();
    const app = renderApp({ url: `${RTP}/review`, server: fake.server });
    await app.heading('Get a free trial for your used car');
    expect(app.location()).toBe(RTP);
  });
});
