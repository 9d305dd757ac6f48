import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount, usd } from '../../../testing/care-account-fakes.ts';
import { careError, careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  ALL_ACCESS_ANNUAL,
  CHANGE_PATH,
  CHANGE_TERM_PATH,
  changeOffer,
  changeOffersResult,
  changePurchase,
  changeQuote,
  changeServer,
  PLATINUM_ANNUAL_QUOTE,
} from '../testing/change-fakes.ts';
import { completeChange } from '../testing/change-steps.ts';

type User = ReturnType<typeof userEvent.setup>;

const ENTRY = `${CHANGE_PATH}?subscriptionId=sub_1`;

/**
 * The flow's heading once it is open. The route module loads the flow lazily (a second chunk),
 * so a cold test worker may take longer than a find's default second to transform it.
 */
function opened(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

async function pickPlatinumYearly(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Platinum VIP/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function toReview(user: User) {
  await pickPlatinumYearly(user);
  // The card on file is offered first.
  expect(
    screen.getByRole('radio', { name: 'Use my card on file (Visa ending in 4242)' }),
  ).toHaveProperty('checked', true);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your change' });
}

describe('change plan', { timeout: 30_000 }, () => {
  it('previews the change exactly and charges what it previewed', async () => {
    const server = changeServer();
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toEqual({
      subscriptionId: 'sub_1',
      locale: 'en-US',
    });
    // The current package is marked, and so is the best plan.
    expect(screen.getByRole('radio', { name: /All Access.*Your current plan/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: /Platinum VIP.*Our best plan/ })).toBeDefined();
    await toReview(user);

    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'SAT_PLATINUM_ANNUAL' }],
      subscriptionId: 'sub_1',
      serviceAddress: { state: 'TX', postalCode: '78701', country: 'US' },
    });
    const preview = screen.getByRole('region', { name: 'Your change' });
    expect(
      within(preview).getByText('Credit for the unused 25 days of your current plan'),
    ).toBeDefined();
    expect(within(preview).getByText('−$20.00')).toBeDefined();
    expect(within(preview).getByText('Your next bill, on 11/26/2027')).toBeDefined();
    expect(within(preview).getByText(/The change happens today, 11\/26\/2026/)).toBeDefined();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('State sales tax (8.25%)')).toBeDefined();
    expect(within(summary).getByText('$238.02')).toBeDefined();

    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const [order] = server.requestsTo('/services/purchase/change-subscription');
    const body = order?.body as { paymentInfo: { transactionId: string } };
    expect(body).toMatchObject({
      subscriptionId: 'sub_1',
      quoteId: 'quote_1',
      plans: [{ planCode: 'SAT_PLATINUM_ANNUAL' }],
      paymentInfo: { useCardOnFile: true, paymentType: 'creditCard' },
      languagePreference: 'en-US',
      agreementAccepted: true,
    });
    expect(new Headers(order?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );
    expect(app.location()).toBe(`${CHANGE_PATH}/thanks?subscriptionId=sub_1`);
    expect(screen.getByText('ord_change_1')).toBeDefined();
    // Charged today is what the preview said was due today.
    expect(screen.getByText('Charged today').nextSibling?.textContent).toBe('$238.02');
    // The thanks page records the completed change in an effect, after its first paint.
    await waitFor(() =>
      expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({
        planChangeStatus: 'completed',
        subscriptionId: 'sub_1',
        oldSubscriptionId: 'sub_1',
        marketType: 'satellite',
        planTerm: 12,
        revenueStatus: 'Immediate',
      }),
    );
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      transactionType: 'CHANGE_PLAN',
    });
  });

  it('chooses the plan after a trial: it starts when the trial ends, ordered without a stored quote', async () => {
    const { planChange: _none, ...followTrial } = PLATINUM_ANNUAL_QUOTE;
    const [detail] = followTrial.currentQuote.details;
    if (!detail) throw new Error('no detail');
    const trialQuote = {
      ...followTrial,
      renewalQuote: {
        ...followTrial.currentQuote,
        details: [{ ...detail, startDate: '2027-01-20', endDate: '2028-01-20' }],
      },
    };
    const server = changeServer();
    server.on('POST /services/quotes/quote', () => careOk(trialQuote));
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    await toReview(user);
    const preview = screen.getByRole('region', { name: 'Your change' });
    expect(
      within(preview).getByText(
        /Your trial continues until 01\/20\/2027; your new plan starts then/,
      ),
    ).toBeDefined();
    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const [order] = server.requestsTo('/services/purchase/change-subscription');
    expect(order?.body).toMatchObject({ subscriptionId: 'sub_1' });
    expect(order?.body).not.toHaveProperty('quoteId');
  });

  it('asks to pick a plan, and confirms a switch that drops something', async () => {
    renderApp({ url: ENTRY, server: changeServer() });
    const user = userEvent.setup();
    await opened('Change your plan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Pick a plan, or continue with your current plan.')).toBeDefined();

    await user.click(screen.getByRole('radio', { name: /Music Showcase/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Music Showcase?' });
    expect(within(dialog).getByText(/does not include everything All Access has/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Pick your plan' })).toBeDefined();
    expect(screen.queryByRole('radio', { name: /Monthly/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Switch plans' }),
    );
    expect(await screen.findByText(/Starts at your next renewal/)).toBeDefined();
  });

  it('prices again and shows the new preview when the subscription changed meanwhile', async () => {
    const server = changeServer();
    let quotes = 0;
    server.on('POST /services/quotes/quote', () => {
      quotes += 1;
      return careOk(
        quotes === 1
          ? PLATINUM_ANNUAL_QUOTE
          : changeQuote({
              planCode: 'SAT_PLATINUM_ANNUAL',
              packageName: 'Platinum VIP',
              months: 12,
              charged: usd(22_988),
              credit: usd(1000),
              creditDays: 12,
              taxes: [],
              quoteId: 'quote_2',
            }),
      );
    });
    server.on('POST /services/purchase/change-subscription', () =>
      careError(409, 'SUBSCRIPTION_CHANGED', 'error.code.subscription.changed'),
    );
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    await toReview(user);
    await completeChange(user);
    expect(await screen.findByText(/Your subscription changed since we priced this/)).toBeDefined();
    expect(screen.getByText('Credit for the unused 12 days of your current plan')).toBeDefined();
    expect(app.analyticsTarget.appEventData?.map((event) => event.event)).toContain(
      'change-subscription-failure',
    );
    const [first] = server.requestsTo('/services/purchase/change-subscription');
    server.on('POST /services/purchase/change-subscription', () =>
      careOk(changePurchase({ orderId: 'ord_change_2', amountCharged: usd(22_988) })),
    );
    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const second = server.requestsTo('/services/purchase/change-subscription')[1];
    expect(second?.body).toMatchObject({ quoteId: 'quote_2' });
    const idOf = (request: typeof first) =>
      (request?.body as { paymentInfo?: { transactionId: string } } | undefined)?.paymentInfo
        ?.transactionId;
    expect(idOf(first)).toBeDefined();
    expect(idOf(second)).not.toBe(idOf(first));
  });

  it('sends a refused card back to payment with a new attempt', async () => {
    const server = changeServer();
    server.on('POST /services/purchase/change-subscription', () =>
      careError(402, 'CARD_DECLINED', 'error.code.credit.card.declined'),
    );
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    await toReview(user);
    await completeChange(user);
    expect(await screen.findByText(/Your card could not be processed/)).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Step 3: Enter your payment information' }),
    ).toBeDefined();
    expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({ planChangeStatus: 'failed' });
    // Another card: billing's card form, in billing's words, which arrive with this step.
    await user.click(screen.getByRole('radio', { name: 'Use a different card' }));
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeDefined();
  });
});

describe('change term', { timeout: 30_000 }, () => {
  it('offers only the current package’s terms, with no plan step', async () => {
    const server = changeServer();
    server.on('POST /services/offers/customer/change', () =>
      careOk(changeOffersResult({ offers: [ALL_ACCESS_ANNUAL] })),
    );
    const app = renderApp({ url: `${CHANGE_TERM_PATH}?subscriptionid=sub_1`, server });
    await opened('Change your plan term');
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
      changeTermOnly: true,
    });
    expect(screen.queryByRole('heading', { name: /Pick your plan/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Step 1: Pick your billing term' })).toBeDefined();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeDefined();
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      transactionType: 'CHANGE_TERM',
    });
  });
});

describe('change plan in Quebec, in French', { timeout: 30_000 }, () => {
  it('names GST and QST as TPS and TVQ in the preview', async () => {
    const quebec = careAccount({
      country: 'CA',
      serviceAddress: {
        addressLine1: '1000 rue Sherbrooke O',
        city: 'Montréal',
        state: 'QC',
        zip: 'H3A 3G4',
        country: 'CA',
      },
    });
    const server = changeServer({ account: quebec });
    const cad = (amountMinor: number) => ({ amountMinor, currency: 'CAD' as const });
    server.on('POST /services/quotes/quote', () =>
      careOk(
        changeQuote({
          planCode: 'SAT_PLATINUM_ANNUAL',
          packageName: 'Platine VIP',
          months: 12,
          charged: cad(21_988),
          credit: cad(2000),
          creditDays: 25,
          taxes: [
            { code: 'GST', ratePpm: 50_000, amount: cad(1099) },
            { code: 'QST', ratePpm: 99_750, amount: cad(2193) },
          ],
          quoteId: 'quote_qc',
        }),
      ),
    );
    renderApp({ url: `${ENTRY}&langpref=fr-CA`, server, host: 'can.localhost' });
    const user = userEvent.setup();
    await opened('Modifier votre forfait');
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      province: 'QC',
      locale: 'fr-CA',
    });
    await user.click(await screen.findByRole('radio', { name: /Platinum VIP/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('radio', { name: /Annuel/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: 'Votre changement' });
    const summary = screen.getByRole('region', { name: 'Sommaire de la commande' });
    expect(within(summary).getByText(/^TPS \(5/)).toBeDefined();
    expect(within(summary).getByText(/^TVQ \(9,975/)).toBeDefined();
    expect(
      screen.getByText('Crédit pour les 25 jours inutilisés de votre forfait actuel'),
    ).toBeDefined();
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      serviceAddress: { state: 'QC', country: 'CA' },
      locale: 'fr-CA',
    });
  });
});

describe('vehicle data plan', { timeout: 30_000 }, () => {
  it('is a step only when the car can add one, and goes with the order', async () => {
    const server = changeServer();
    server.on('POST /services/offers/customer/change', () =>
      careOk(
        changeOffersResult({
          infotainmentOffers: [
            changeOffer({
              planCode: 'VEH_DATA_MONTHLY',
              packageId: 'VEH_DATA',
              packageName: 'Vehicle Data Services',
              price: usd(599),
            }),
          ],
        }),
      ),
    );
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    await pickPlatinumYearly(user);
    expect(
      screen.getByRole('heading', { name: 'Step 3: Add vehicle data services' }),
    ).toBeDefined();
    await user.click(screen.getByRole('radio', { name: /Vehicle Data Services/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your change' });
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'SAT_PLATINUM_ANNUAL' }, { planCode: 'VEH_DATA_MONTHLY' }],
    });
  });
});

describe('change refusals', { timeout: 30_000 }, () => {
  it('says the radio no longer qualifies, with the way to the account', async () => {
    const server = changeServer();
    server.on('POST /services/offers/customer/change', () =>
      careError(409, 'SUBSCRIPTION_NOT_CHANGEABLE', 'error.code.subscription.not.changeable'),
    );
    renderApp({ url: ENTRY, server });
    await opened('Change your plan');
    expect(await screen.findByText('Your radio no longer qualifies')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Manage Account' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('says the plan is already the customer’s when the preview finds it so', async () => {
    const server = changeServer();
    server.on('POST /services/quotes/quote', () =>
      careError(409, 'SAME_PLAN', 'error.code.subscription.same.plan'),
    );
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    await pickPlatinumYearly(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'You already have this plan: your subscription has already been upgraded.',
      ),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Step 3: Enter your payment information' }),
    ).toBeDefined();
  });
});

describe('a subscription with a pending cancellation', { timeout: 30_000 }, () => {
  it('says that changing the plan keeps it', async () => {
    const server = changeServer();
    const result = changeOffersResult();
    server.on('POST /services/offers/customer/change', () =>
      careOk({
        ...result,
        currentPlan: { ...result.currentPlan, isCancelledAtEndOfCurrentTerm: true },
      }),
    );
    renderApp({ url: ENTRY, server });
    await opened('Change your plan');
    expect(
      await screen.findByText(
        'Your subscription is set to end on 12/21/2026. Changing your plan keeps it: the cancellation is taken back.',
      ),
    ).toBeDefined();
  });
});
