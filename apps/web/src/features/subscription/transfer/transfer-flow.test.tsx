import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  acscAnswer,
  consolidatedResult,
  consolidationQuote,
  movedResult,
  transferServer,
  trialRadio,
} from './testing/transfer-fakes.ts';

type User = ReturnType<typeof userEvent.setup>;

const LINK = '/transfer/radio?token=acsc.good';

/** The page's heading. The flow arrives by a second lazy chunk: a cold worker may be slow. */
function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

async function chooseOldPlan(user: User) {
  await user.click(
    await screen.findByRole('radio', { name: /All Access from 2015 Toyota Corolla/ }),
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function keepBoth(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Keep my subscriptions as they are/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function payBy(user: User, way: RegExp) {
  await user.click(await screen.findByRole('radio', { name: way }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function confirm(user: User, button: string) {
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: button }));
}

const rowValue = (label: string) => screen.getAllByText(label)[0]?.nextSibling?.textContent;

describe('transfer: moving a self-pay plan to the new car’s trial radio', {
  timeout: 40_000,
}, () => {
  it('opens the ACSC link, moves the chosen plan exactly as quoted, and thanks with Listen now', async () => {
    const fake = transferServer();
    const app = renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    expect(fake.calls.token).toHaveBeenCalledWith({ token: 'acsc.good' });
    // The token alone says which trial radio: no second identification.
    expect(fake.calls.account).not.toHaveBeenCalled();
    expect(screen.getByText(/2026 Honda Civic, radio ID ending in 71T1/)).toBeDefined();

    await chooseOldPlan(user);
    // A plan that moves is billed as before: no payment to choose, the quote is asked at once.
    await screen.findByRole('button', { name: 'Move My Subscription' });
    expect(fake.calls.quote).toHaveBeenCalledWith({
      transactionType: 'SERVICE_CONTINUITY',
      selfPayRadioId: 'ORBJ0171S1',
      trialRadioId: 'ORBJ0171T1',
      followOnPlanCodes: [],
    });
    expect(rowValue('Paid time that moves')).toBe('23 days (worth $16.32)');
    expect(rowValue('Next bill')).toBe('$23.99 on 01/10/2027');
    expect(rowValue('From')).toMatch(/Corolla.*which is then closed/);
    // Nothing is charged: no payment to change.
    expect(screen.queryByRole('button', { name: 'Change payment details' })).toBeNull();

    await confirm(user, 'Move My Subscription');
    await heading('Your subscription has moved');
    expect(app.location()).toBe('/transfer/radio/thanks?token=acsc.good');
    const body = fake.calls.move.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      transactionType: 'SERVICE_CONTINUITY',
      trialRadioId: 'ORBJ0171T1',
      selfPayRadioId: 'ORBJ0171S1',
      quoteId: 'acq_1',
    });
    const [sent] = fake.server.requestsTo('/services/purchase/service-continuity');
    expect(new Headers(sent?.init.headers).get('Idempotency-Key')).toBe(
      body?.paymentInfo.transactionId,
    );
    expect(rowValue('Charged today')).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('offers a sign-in on the thanks page when no sign-in owns the account (registration on the spot)', async () => {
    const fake = transferServer();
    fake.calls.move.mockResolvedValueOnce(movedResult({ isEligibleForRegistration: true }));
    fake.server.on('POST /services/account/registration-offer', () =>
      careOk({ offered: true, maskedEmail: 'r***@orbitradio.test' }),
    );
    renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    await chooseOldPlan(user);
    await confirm(user, 'Move My Subscription');
    await heading('Your subscription has moved');
    await screen.findByRole('heading', { name: 'Create your sign-in' });
    expect(fake.server.requestsTo('/services/account/registration-offer')[0]?.body).toEqual({
      accountNumber: '10000171',
    });
    expect(screen.getByText(/rosa@orbitradio\.test/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('brings the trial radio into the account with the plan to follow its trial, paid by invoice', async () => {
    const fake = transferServer();
    fake.calls.consolidate.mockResolvedValue({
      ...consolidatedResult(),
      hasFollowOn: true,
      followOnPlanCode: 'US_SAT_PLAT_MO',
    });
    renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    await keepBoth(user);
    await user.click(await screen.findByRole('radio', { name: /Platinum/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(fake.calls.offers).toHaveBeenCalledWith({
      trialRadioId: 'ORBJ0171T1',
      accountConsolidation: true,
    });
    await payBy(user, /Send me an invoice/);
    expect(fake.calls.quote).toHaveBeenCalledWith({
      transactionType: 'ACCOUNT_CONSOLIDATION',
      trialRadioId: 'ORBJ0171T1',
      followOnPlanCodes: ['US_SAT_PLAT_MO'],
      paymentType: 'invoice',
    });
    await confirm(user, 'Add My New Radio');
    await heading('Your new radio is on your account');
    const body = fake.calls.consolidate.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      trialRadioId: 'ORBJ0171T1',
      quoteId: 'acq_ac_1',
      followOnPlanCodes: ['US_SAT_PLAT_MO'],
      paymentType: 'invoice',
    });
    const [sent] = fake.server.requestsTo('/services/trial-activation/acsc-consolidate');
    expect(new Headers(sent?.init.headers).get('Idempotency-Key')).toBe(
      body?.paymentInfo.transactionId,
    );
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('adds the radio with no plan after the trial, and offers to choose one later', async () => {
    const fake = transferServer();
    renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    await keepBoth(user);
    await user.click(await screen.findByRole('radio', { name: /No plan for now/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await payBy(user, /card on my account/);
    await confirm(user, 'Add My New Radio');
    await heading('Your new radio is on your account');
    expect(fake.calls.consolidate.mock.calls[0]?.[0]).toMatchObject({ followOnPlanCodes: [] });
    expect(
      screen
        .getByRole('link', { name: 'Choose the plan that follows your trial' })
        .getAttribute('href'),
    ).toBe('/subscription/change?subscriptionid=sub_trial');
  });

  it('says an account without a card on file pays by invoice, and prices again once chosen', async () => {
    const fake = transferServer();
    fake.calls.quote.mockRejectedValueOnce(
      careError(400, 'NO_CARD_ON_ACCOUNT', 'error.code.no.card'),
    );
    renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    await keepBoth(user);
    await user.click(await screen.findByRole('radio', { name: /No plan for now/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await payBy(user, /card on my account/);
    expect(await screen.findByText(/There’s no card on your account/)).toBeDefined();
    await payBy(user, /Send me an invoice/);
    await screen.findByRole('button', { name: 'Add My New Radio' });
    expect(fake.calls.quote).toHaveBeenLastCalledWith(
      expect.objectContaining({ paymentType: 'invoice' }),
    );
  });

  it('prices again when the plan changed since its quote, with a new attempt', async () => {
    const fake = transferServer();
    fake.calls.move.mockRejectedValueOnce(
      careError(409, 'SUBSCRIPTION_CHANGED', 'error.subscription.changed'),
    );
    renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Move your subscription to your new radio');
    await chooseOldPlan(user);
    await confirm(user, 'Move My Subscription');
    expect(
      await screen.findByText(/Your subscription changed since we showed you the summary/),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Move My Subscription' }));
    await heading('Your subscription has moved');
    const [first, second] = fake.calls.move.mock.calls.map(
      ([body]) => body.paymentInfo.transactionId,
    );
    expect(second).not.toBe(first);
  });

  it('moves the plan and keeps the old radio inactive on port', async () => {
    const fake = transferServer();
    const app = renderApp({ url: '/transfer/radio/port?token=acsc.good', server: fake.server });
    const user = userEvent.setup();
    await heading('Bring your subscription to your new radio');
    await chooseOldPlan(user);
    await screen.findByRole('button', { name: 'Move My Subscription' });
    expect(rowValue('From')).toMatch(/stays on your account, inactive/);
    await confirm(user, 'Move My Subscription');
    await heading('Your subscription has moved');
    expect(app.location()).toBe('/transfer/radio/port/thanks?token=acsc.good');
    expect(fake.calls.move.mock.calls[0]?.[0].transactionType).toBe('SERVICE_PORTABILITY');
  });
});

describe('transfer: each identification result has its page', { timeout: 40_000 }, () => {
  it('INVALID_ACSC_TOKEN: says the link cannot be used and offers sign-in or a lookup without it', async () => {
    const fake = transferServer();
    fake.calls.token.mockResolvedValue(
      acscAnswer({
        identificationResult: 'INVALID_ACSC_TOKEN',
        account: null,
        trialRadio: null,
        selfPayRadios: [],
      }),
    );
    renderApp({ url: '/transfer/radio?token=forged&mode=transfer', server: fake.server });
    await heading('Move your subscription to your new radio');
    expect(screen.getByText('This link can’t be used')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/transfer/radio/login?mode=transfer',
    );
    expect(screen.getByRole('link', { name: 'Find my account' }).getAttribute('href')).toBe(
      '/transfer/radio/lookup?mode=transfer',
    );
  });

  it('TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON: consolidated, nothing to do', async () => {
    const fake = transferServer();
    fake.calls.token.mockResolvedValue(
      acscAnswer({
        identificationResult: 'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON',
        trialRadio: trialRadio({ isConsolidated: true, hasFollowOn: true }),
      }),
    );
    const app = renderApp({ url: LINK, server: fake.server });
    await heading('Your new radio is already on your account');
    expect(app.location()).toBe('/transfer/radio/consolidated?token=acsc.good');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toBeDefined();
  });

  it('TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON: consolidated-offer, choose the plan after the trial', async () => {
    const fake = transferServer();
    fake.calls.token.mockResolvedValue(
      acscAnswer({
        identificationResult: 'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON',
        trialRadio: trialRadio({ isConsolidated: true }),
      }),
    );
    const app = renderApp({ url: LINK, server: fake.server });
    await heading('Keep listening after your trial');
    expect(app.location()).toBe('/transfer/radio/consolidated-offer?token=acsc.good');
    expect(
      screen
        .getByRole('link', { name: 'Choose the plan that follows your trial' })
        .getAttribute('href'),
    ).toBe('/subscription/change?subscriptionid=sub_trial');
  });

  it('NO_TRIAL_RADIO_ID: asks the new radio’s id, says when it has no trial, then opens the steps', async () => {
    const fake = transferServer();
    fake.calls.token.mockResolvedValue(
      acscAnswer({ identificationResult: 'NO_TRIAL_RADIO_ID', trialRadio: null }),
    );
    fake.calls.account.mockResolvedValueOnce(
      acscAnswer({ identificationResult: 'NO_TRIAL_RADIO_ID', trialRadio: null }),
    );
    const app = renderApp({ url: LINK, server: fake.server });
    const user = userEvent.setup();
    await heading('Find your new radio');
    expect(app.location()).toBe('/transfer/radio/lookup?token=acsc.good');
    const field = screen.getByLabelText('New radio ID');
    await user.type(field, 'orbj-0171-t0');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    expect(
      await screen.findByText(/We couldn’t find a trial of yours on this radio/),
    ).toBeDefined();
    expect(fake.calls.account).toHaveBeenLastCalledWith({ radioId: 'ORBJ0171T0' });

    await user.clear(field);
    await user.type(field, 'ORBJ0171T1');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await heading('Move your subscription to your new radio');
    expect(fake.calls.account).toHaveBeenLastCalledWith({ radioId: 'ORBJ0171T1' });
    expect(await screen.findByRole('radio', { name: /All Access from/ })).toBeDefined();
  });

  it('NETWORK_ERROR: the call failing goes to the flow’s error page, tracked as an account token failure', async () => {
    const fake = transferServer();
    fake.calls.token.mockRejectedValue(careError(500, 'INTERNAL', 'error.common.internal'));
    const app = renderApp({ url: LINK, server: fake.server });
    await heading('We couldn’t finish moving your subscription');
    expect(app.location()).toBe('/transfer/radio/error?token=acsc.good');
    expect(app.analyticsTarget.appEventData?.map((event) => event.event)).toContain(
      'transfer-failure',
    );
  });

  it('nobody identified without a link: sign in or find the account', async () => {
    const fake = transferServer();
    fake.calls.account.mockRejectedValue(
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    const app = renderApp({ url: '/transfer', server: fake.server });
    await heading('Move your subscription to your new radio');
    expect(app.location()).toBe('/transfer/radio');
    const links = within(
      screen.getByRole('heading', { level: 1 }).closest('section') ?? document.body,
    );
    expect(links.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/transfer/radio/login',
    );
  });
});

describe('swap: replacing a lost or broken radio', { timeout: 40_000 }, () => {
  it('chooses the radio, refuses a new radio in use under its field, then swaps as quoted', async () => {
    const fake = transferServer();
    fake.calls.swapQuote.mockRejectedValueOnce(
      careError(409, 'NEW_RADIO_IN_USE', 'error.code.transfer.new.radio.in.use'),
    );
    const app = renderApp({
      url: '/transfer/radio/swap?token=acsc.good&mode=swap',
      server: fake.server,
    });
    const user = userEvent.setup();
    await heading('Replace a lost or broken radio');
    expect(fake.calls.account).toHaveBeenCalledWith({ swapFlow: true });
    // The only radio that may be replaced is chosen already.
    expect(screen.getByRole('radio', { name: /2015 Toyota Corolla/ })).toHaveProperty(
      'checked',
      true,
    );
    const field = screen.getByLabelText('New radio ID');
    await user.type(field, 'ORBJ0171N0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'This radio already has service. Choose a radio without a subscription.',
      ),
    ).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'ORBJ0171N1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Review your radio replacement');
    expect(fake.calls.swapQuote).toHaveBeenLastCalledWith({
      selfPayRadioId: 'ORBJ0171S1',
      newRadioId: 'ORBJ0171N1',
    });
    expect(rowValue('Paid time that moves')).toBe('23 days (worth $16.32)');
    expect(screen.queryByRole('button', { name: 'Change payment details' })).toBeNull();
    await confirm(user, 'Replace My Radio');
    await heading('Your new radio is ready');
    expect(app.location()).toBe('/transfer/radio/swap/thanks?token=acsc.good&mode=swap');
    const body = fake.calls.swap.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      oldRadioId: 'ORBJ0171S1',
      newRadioId: 'ORBJ0171N1',
      quoteId: 'swq_1',
    });
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });
});

describe('transfer in Canadian French', { timeout: 40_000 }, () => {
  it('words the steps and the paid days in fr-CA', async () => {
    const fake = transferServer();
    fake.calls.quote.mockResolvedValue(consolidationQuote());
    renderApp({
      url: `${LINK}&langpref=fr-CA`,
      host: 'can.care.orbitradio.com',
      server: fake.server,
    });
    await heading('Transférez votre abonnement à votre nouvelle radio');
    expect(screen.getByText(/Choisissez ce qui est transféré/)).toBeDefined();
  });
});
