import type { CareRenewalOffersRequest, PurchaseRenewalRequest } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { careError, careOk } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  RENEWAL_LINK,
  RENEWAL_PATH,
  radioRenewalOffers,
  renewalOffers,
  renewalServer,
  rennerAccount,
} from './testing/renewal-fakes.ts';

type User = ReturnType<typeof userEvent.setup>;

/** The landing's heading. The flow arrives by a second lazy chunk: a cold worker may be slow. */
function landed() {
  return screen.findByRole(
    'heading',
    { level: 1, name: 'Get 3 more months for $5.00/mo' },
    { timeout: 10_000 },
  );
}

async function findRenner(user: User) {
  await user.type(screen.getByLabelText('Radio ID'), 'ORBR0041');
  await user.type(screen.getByLabelText('Account number'), '10000041');
  await user.click(screen.getByRole('button', { name: 'Find my account' }));
  await user.click(await screen.findByRole('button', { name: 'Renew this radio, ending in 0041' }));
}

/** A card again, after a refusal: who and where are still filled in. */
async function cardAgain(user: User, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Who, where, and a new card (none when the card on file pays), then Continue. */
async function pay(user: User, card: string | null = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('First name'), 'Riley');
  await user.type(screen.getByLabelText('Last name'), 'Renner');
  await user.type(screen.getByLabelText('Email address'), 'renew.trial@orbitradio.test');
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

async function complete(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}

async function toReview(fake = renewalServer()) {
  const app = renderApp({ url: RENEWAL_LINK, server: fake.server });
  const user = userEvent.setup();
  await landed();
  await findRenner(user);
  const choice = await screen.findByRole('region', { name: 'Step 2: Your plan after the offer' });
  await within(choice).findByRole('radio', { name: /All Access.*\$22\.99\/mo after your offer/ });
  await user.click(within(choice).getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Card number');
  await pay(user);
  await screen.findByRole('button', { name: 'Complete My Order' });
  return { app, user, ...fake };
}

describe('roll-to-choice renewal', { timeout: 40_000 }, () => {
  it('shows the campaign: the promo, the three choices with the default, the grid and the toll-free line', async () => {
    const { server, calls } = renewalServer();
    renderApp({ url: RENEWAL_LINK, server });
    await landed();
    expect(server.requestsTo('/services/offers')[0]?.body).toMatchObject({
      programCode: '3FOR2AATXRTC',
      streaming: false,
    });
    expect(calls.offers).toHaveBeenCalledWith({
      planCode: 'US_SAT_RTC_3MO5_MO',
      renewalCode: 'CHOICE',
      streaming: false,
      locale: 'en-US',
    });
    const choices = screen.getByRole('group', { name: 'Plans after your offer' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, true]);
    expect(
      within(choices).getByRole('radio', { name: /Music Choice.*You pick a genre/ }),
    ).toBeDefined();
    const grid = screen.getByRole('table', { name: 'Compare the plans' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Music Choice', 'Music Showcase', 'All Access']);
    expect(within(grid).getByRole('row', { name: /Retail price per month/ }).textContent).toMatch(
      /\$10\.99.*\$17\.99.*\$22\.99/,
    );
    expect(screen.getByText('Questions? Call 1-866-555-0102.')).toBeDefined();
    expect(screen.getByRole('heading', { name: /First, let’s find your account/ })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Radio info' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Your info' })).toBeDefined();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('renews a radio by choice: the radio’s choices, payment, the quote, the order once, thanks', async () => {
    const { app, user, calls, server } = await toReview();
    const asked = calls.offers.mock.calls.map(([body]) => body as CareRenewalOffersRequest);
    expect(asked[1]).toMatchObject({ deviceRef: 'orad_0041', renewalCode: 'CHOICE' });
    expect(calls.quote.mock.calls[0]?.[0]).toMatchObject({
      planCode: 'US_SAT_RTC_3MO5_MO',
      renewalCode: 'CHOICE',
      choicePlanCode: 'SAT_ALLACCESS_MONTHLY',
      deviceRef: 'orad_0041',
      serviceAddress: { streetAddress: '100 Congress Ave', state: 'TX', postalCode: '78701' },
    });
    const review = screen.getByRole('region', { name: /Review and complete/ });
    expect(within(review).getByText('All Access at $22.99/mo')).toBeDefined();
    expect(within(review).getByText('12/06/2026')).toBeDefined();

    await complete(user);
    await app.heading('Thank you! Your renewal is set');
    expect(calls.purchase).toHaveBeenCalledTimes(1);
    const body = calls.purchase.mock.calls[0]?.[0] as PurchaseRenewalRequest;
    expect(body).toMatchObject({
      planCode: 'US_SAT_RTC_3MO5_MO',
      renewalCode: 'CHOICE',
      choicePlanCode: 'SAT_ALLACCESS_MONTHLY',
      deviceRef: 'orad_0041',
      programCode: '3FOR2AATXRTC',
      paymentInfo: {
        useCardOnFile: false,
        cardInfo: { cardToken: expect.stringMatching(/^ctok_4242_/) },
      },
      serviceAddress: {
        firstName: 'Riley',
        lastName: 'Renner',
        email: 'renew.trial@orbitradio.test',
      },
      languagePreference: 'en-US',
      agreementAccepted: true,
    });
    expect(body).not.toHaveProperty('genreId');
    // A lookup that proved nothing is not answered the account: it is not asked.
    expect(server.requestsTo('/services/account')).toHaveLength(0);
    const [order] = server.requestsTo('/services/purchase/renewal');
    expect(new Headers(order?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );
    expect(app.location()).toBe(
      `${RENEWAL_PATH}/thanks?programcode=3FOR2AATXRTC&renewalCode=CHOICE`,
    );
    expect(screen.getByText('ord_renewal_1')).toBeDefined();
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      transactionType: 'RENEWAL',
    });
  });

  it('says an unknown renewal code is not found and points to the plans on sale', async () => {
    const { server, calls } = renewalServer();
    calls.offers.mockRejectedValue(
      careError(404, 'OFFER_NOT_FOUND', 'error.offer.not.found', [
        { errorCode: 'NOT_FOUND', fieldName: 'renewalCode' },
      ]),
    );
    const app = renderApp({ url: `${RENEWAL_LINK}&utm_content=mail7`, server });
    await app.heading('We can’t find this renewal offer');
    expect(screen.getByRole('link', { name: 'See our plans' }).getAttribute('href')).toBe(
      '/subscribe?utm_content=mail7',
    );
  });

  it('says an ended campaign has ended', async () => {
    const { server, calls } = renewalServer();
    calls.offers.mockRejectedValue(careError(400, 'OFFER_EXPIRED', 'error.offer.expired'));
    const app = renderApp({ url: RENEWAL_LINK, server });
    await app.heading('This renewal offer has ended');
  });

  it('goes to the error page when the service fails', async () => {
    const { server, calls } = renewalServer();
    calls.offers.mockRejectedValue(careError(500, 'SYSTEM_ERROR', 'error.system'));
    const app = renderApp({ url: RENEWAL_LINK, server });
    await app.settled();
    await screen.findByRole('heading', { level: 1, name: 'We’re sorry' });
    expect(app.location()).toBe('/error');
  });

  it('says when no account is found, and runs the human check the lookup asks for', async () => {
    const { server, calls } = renewalServer();
    serveHumanChecks(server);
    calls.lookup.mockRejectedValueOnce(
      careError(404, 'ACCOUNT_NOT_FOUND', 'error.account.not.found'),
    );
    calls.lookup.mockRejectedValueOnce(captchaRequired());
    renderApp({ url: RENEWAL_LINK, server, wrap: solvingAtOnce });
    const user = userEvent.setup();
    await landed();
    await user.type(screen.getByLabelText('Radio ID'), 'ORBR0041');
    await user.type(screen.getByLabelText('Account number'), '10000041');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn’t find your account/);

    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    await screen.findByRole('button', { name: 'Renew this radio, ending in 0041' });
    expect(calls.lookup.mock.calls[2]?.[0]).toMatchObject({
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });

  it('says a choice the radio cannot take is not available, and goes on with another', async () => {
    const fake = renewalServer();
    fake.calls.offers.mockImplementation(async (body) =>
      body.deviceRef
        ? radioRenewalOffers({ SAT_ALLACCESS_MONTHLY: 'RADIO_NOT_CAPABLE' })
        : renewalOffers(),
    );
    renderApp({ url: RENEWAL_LINK, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await findRenner(user);
    const choice = await screen.findByRole('region', { name: 'Step 2: Your plan after the offer' });
    const alert = await within(choice).findByRole('alert');
    expect(alert.textContent).toMatch(/This choice is not available/);
    expect(alert.textContent).toMatch(/Your radio can’t play this plan/);
    expect(within(choice).getByRole('button', { name: 'Continue' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(choice).getByRole('radio', { name: /Music Showcase/ }));
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Card number');
  });

  it('asks for a genre when the package needs one, and orders it', async () => {
    const fake = renewalServer();
    const app = renderApp({ url: RENEWAL_LINK, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await findRenner(user);
    const choice = await screen.findByRole('region', { name: 'Step 2: Your plan after the offer' });
    await user.click(within(choice).getByRole('radio', { name: /Music Choice/ }));
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    expect(await within(choice).findByText('Choose a genre to continue.')).toBeDefined();
    await user.selectOptions(within(choice).getByLabelText(/Genre/), 'rock');
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Card number');
    await pay(user);
    await complete(user);
    await app.heading('Thank you! Your renewal is set');
    expect(fake.calls.purchase.mock.calls[0]?.[0]).toMatchObject({
      choicePlanCode: 'SAT_MUSIC_CHOICE_MONTHLY',
      genreId: 'rock',
    });
    expect(screen.getByText('Music Choice (Rock)')).toBeDefined();
  });

  it('sends a declined card back to payment, and orders again with a new transaction id', async () => {
    const fake = renewalServer();
    fake.calls.purchase.mockRejectedValueOnce(
      careError(402, 'CARD_DECLINED', 'error.purchase.service.credit.card.validation.failed'),
    );
    const { app, user, calls } = await toReview(fake);
    await complete(user);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your card was declined/);
    await cardAgain(user, '4000 0566 5566 5556');
    await complete(user);
    await app.heading('Thank you! Your renewal is set');
    const ids = calls.purchase.mock.calls.map(
      ([body]) => (body as PurchaseRenewalRequest).paymentInfo.transactionId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends a choice that is no longer available back to the choice; a system error goes to the error page', async () => {
    const fake = renewalServer();
    fake.calls.purchase
      .mockRejectedValueOnce(
        careError(409, 'RENEWAL_CHOICE_NOT_AVAILABLE', 'error.code.renewal.choice.not.available'),
      )
      .mockRejectedValueOnce(careError(500, 'SYSTEM_ERROR', 'error.system'));
    const { app, user } = await toReview(fake);
    await complete(user);
    const choice = await screen.findByRole('region', { name: 'Step 2: Your plan after the offer' });
    expect((await within(choice).findByRole('status')).textContent).toMatch(
      /no longer available for your radio/,
    );
    await user.click(within(choice).getByRole('radio', { name: /Music Showcase/ }));
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Card number');
    await cardAgain(user);
    await complete(user);
    // A system error is the app's: the error page, as everywhere (ADR 015).
    await screen.findByRole('heading', { level: 1, name: 'We’re sorry' });
    expect(app.location()).toBe('/error');
  });

  it('offers the card on file to its signed-in owner, and orders with it', async () => {
    const fake = renewalServer();
    // The signed-in owner's lookup is proven: the account (and its card) may be read.
    fake.calls.lookup.mockResolvedValue({ ...rennerAccount(), verified: true });
    fake.server.on('POST /services/account', () => careOk(careAccount()));
    const app = renderApp({ url: RENEWAL_LINK, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await findRenner(user);
    const choice = await screen.findByRole('region', { name: 'Step 2: Your plan after the offer' });
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    const onFile = await screen.findByRole('radio', { name: /Use my card on file .*4242/ });
    expect(onFile).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await pay(user, null);
    await complete(user);
    await app.heading('Thank you! Your renewal is set');
    expect(fake.calls.purchase.mock.calls[0]?.[0].paymentInfo).toMatchObject({
      useCardOnFile: true,
      paymentType: 'creditCard',
    });
    expect(fake.server.requestsTo('/payments/sandbox/v1/tokens')).toHaveLength(0);
  });
});
