import { STREAMING_TRIAL_OFFER } from '@orbit/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerCancelCalls,
  cancellationPreview,
  currentPlan,
  subscriptionOptions,
} from '../../../testing/cancel-fakes.ts';
import { careAccount, usd } from '../../../testing/care-account-fakes.ts';
import { careError, createFakeServer } from '../../../testing/fake-server.ts';
import { type RenderedApp, renderApp } from '../../../testing/render-app.tsx';

const STREAMING_OPTIONS = subscriptionOptions({
  options: ['CHANGE_PLAN', 'CHANGE_TERM', 'CANCEL_SUBSCRIPTION'],
  currentPlan: currentPlan({
    subscriptionId: 'sub_2',
    planCode: 'STR_PLATINUM_MONTHLY',
    packageName: 'Streaming Platinum',
    serviceType: 'streaming',
    radioIdLastFour: null,
  }),
});

const SAVE_OFFER = {
  ...STREAMING_TRIAL_OFFER,
  planCode: 'STR_SAVE_3MO_HALF',
  packageName: 'Platinum at half price',
};

function start(url: string, setup: Parameters<typeof answerCancelCalls>[1] = {}, flags = {}) {
  const server = createFakeServer({ flags });
  const calls = answerCancelCalls(server, setup);
  const app = renderApp({ url, server });
  return { app, server, calls };
}

/** From the reasons, with one chosen, to the review (no offer on the way). */
async function toReview(app: RenderedApp, reason: string) {
  await app.heading('Before you go…');
  choose(reason);
  press('Continue');
  await app.heading('Review and confirm');
}

const choose = (reason: string) => fireEvent.click(screen.getByRole('radio', { name: reason }));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('cancel page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cancels a radio plan in two screens after the reasons: review, then the confirmation', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1');
    await app.heading('Before you go…');
    expect(calls.updateUseCase).toHaveBeenCalledWith({ useCase: 'ONLINE_CANCELLATION' });
    expect(calls.modifySubscriptionOptions).toHaveBeenCalledWith({ subscriptionId: 'sub_1' });
    expect(calls.getAccount).toHaveBeenCalledWith({});
    // A radio plan is asked the five common reasons, OTHER last.
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'It’s too expensive',
      'I can’t find what I want to listen to',
      'I don’t listen enough',
      'I’m having technical problems',
      'Something else',
    ]);
    choose('It’s too expensive');
    press('Continue');

    const review = await app.heading('Review and confirm');
    expect(review).toBe(document.activeElement);
    expect(
      screen.getByText(
        'Every channel of All Access on your radio, and listening in the Orbit app with it.',
      ),
    ).toBeDefined();
    expect(
      screen.getByText(
        'On 12/21/2026, at the end of the time you’ve paid for. Nothing more is charged.',
      ),
    ).toBeDefined();
    expect(calls.cancelOffers).toHaveBeenCalledWith(
      expect.objectContaining({
        subscriptionId: 'sub_1',
        cancelReason: 'EXPENSIVE',
        streaming: false,
      }),
    );
    press('Cancel my subscription');

    await app.heading('Your plan will be cancelled on 12/21/2026');
    expect(screen.getByText('CXL-100234')).toBeDefined();
    expect(screen.getByText('We sent a confirmation to owner@orbitradio.test.')).toBeDefined();
    const [request] = calls.cancelSubscription.mock.calls[0] ?? [];
    expect(request).toEqual({
      subscriptionId: 'sub_1',
      reasonCode: 'EXPENSIVE',
      inAuthId: expect.stringMatching(
        /^OAC-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    const planInfo = app.analyticsTarget.digitalData?.planInfo;
    expect(planInfo).toMatchObject({
      subscriptionId: 'sub_1',
      planTerm: 1,
      marketType: 'satellite',
      triggeredRuleId: 1,
      cancelReason: 'EXPENSIVE',
      planChangeStatus: 'cancelled',
    });
  });

  it('offers a streaming plan its extra reasons and one offer, declined in one click', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_2', {
      options: STREAMING_OPTIONS,
    });
    calls.cancelOffers.mockResolvedValue({ offer: SAVE_OFFER });
    await app.heading('Before you go…');
    expect(
      screen.getByRole('radio', { name: 'I thought I could use my car’s built-in radio' }),
    ).toBeDefined();
    expect(screen.getByRole('radio', { name: 'I use another streaming service' })).toBeDefined();
    choose('I use another streaming service');
    press('Continue');

    await app.heading('One last option…');
    expect(screen.getByRole('article', { name: 'Platinum at half price' })).toBeDefined();
    expect(calls.cancelOffers).toHaveBeenCalledWith(
      expect.objectContaining({ cancelReason: 'OTHER_STREAMING_SVCS', streaming: true }),
    );
    press('No thanks, continue to cancel');
    await app.heading('Review and confirm');
    press('Cancel my subscription');
    await app.heading('Your plan will be cancelled on 12/21/2026');
    expect(calls.cancelOffers).toHaveBeenCalledTimes(1);
    const events = (app.analyticsTarget.appEventData ?? []).map((event) => event.event);
    expect(events).toContain('cancel-offer-declined');
  });

  it('takes an accepted offer to the change flow with the offer picked', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_2', {
      options: STREAMING_OPTIONS,
    });
    calls.cancelOffers.mockResolvedValue({ offer: SAVE_OFFER });
    await app.heading('Before you go…');
    choose('It’s too expensive');
    press('Continue');
    await app.heading('One last option…');
    fireEvent.click(screen.getByRole('link', { name: 'Take this offer' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        '/subscription/change?subscriptionid=sub_2&planCode=STR_SAVE_3MO_HALF',
      ),
    );
    expect(calls.cancelSubscription).not.toHaveBeenCalled();
  });

  it('asks for words with OTHER and sends them trimmed', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1&cancelOnline=true');
    await app.heading('Before you go…');
    press('Continue');
    expect(await screen.findByText('Choose a reason.')).toBeDefined();
    choose('Something else');
    press('Continue');
    expect(await screen.findByText('Tell us why in a few words.')).toBeDefined();
    fireEvent.input(screen.getByLabelText('Tell us more'), {
      target: { value: '  Moving abroad  ' },
    });
    press('Continue');
    await app.heading('Review and confirm');
    // cancelOnline=true: straight to the review, no offer asked for.
    expect(calls.cancelOffers).not.toHaveBeenCalled();
    press('Cancel my subscription');
    await app.heading('Your plan will be cancelled on 12/21/2026');
    expect(calls.cancelSubscription.mock.calls[0]?.[0]).toMatchObject({
      reasonCode: 'OTHER',
      otherReasonText: 'Moving abroad',
    });
    expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({
      cancelReason: 'OTHER',
      otherReasonText: 'Moving abroad',
    });
  });

  it('shows a refund, its amount and 3–5 business days, and a cancellation that is immediate', async () => {
    const preview = cancellationPreview({
      cancellationType: 'IMMEDIATE',
      serviceEndsOn: '2026-11-26',
      refund: usd(2079),
      refundedDays: 26,
      ofDays: 30,
    });
    const { app } = start('/subscription/cancel?subscriptionId=sub_1', {
      options: subscriptionOptions({ cancellation: preview }),
    });
    await toReview(app, 'I don’t listen enough');
    expect(screen.getByText('Today, 11/26/2026.')).toBeDefined();
    expect(screen.getByText('$20.79')).toBeDefined();
    expect(
      screen.getByText(
        'for the 26 unused days of your 30-day term, back to the card you paid with within 3–5 business days.',
      ),
    ).toBeDefined();
    press('Cancel my subscription');
    await app.heading('Your plan has been cancelled');
    expect(screen.getByText(/^Your refund of/).textContent).toBe(
      'Your refund of $20.79 should reach your card by 12/02/2026.',
    );
  });

  it('says a trial ends at its end, with nothing more charged', async () => {
    const { app } = start('/subscription/cancel?subscriptionId=sub_1', {
      options: subscriptionOptions({
        currentPlan: currentPlan({ phase: 'trial' }),
        cancellation: cancellationPreview({ isTrial: true, ofDays: 90 }),
      }),
    });
    await toReview(app, 'It’s too expensive');
    expect(
      screen.getByText(
        'Your trial will be cancelled at the end of your trial, on 12/21/2026. Nothing more is charged.',
      ),
    ).toBeDefined();
  });

  it('says plainly when the rules keep the cancellation off the web: chat or phone', async () => {
    const offline = subscriptionOptions({
      cancelSubscriptionOptionInfo: {
        showViewOffer: true,
        showTransferRadio: true,
        showCancelOnline: false,
        showCancelViaChat: true,
        triggeredRuleId: 3,
      },
    });
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1', { options: offline });
    await app.heading('Cancel by chat or phone');
    expect(screen.getByRole('link', { name: '1-866-555-0100' }).getAttribute('href')).toBe(
      'tel:+18665550100',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.cancelSubscription).not.toHaveBeenCalled();
    expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({ triggeredRuleId: 3 });
  });

  it('goes online anyway with the alwaysCancelOnline test flag on', async () => {
    const offline = subscriptionOptions({
      cancelSubscriptionOptionInfo: {
        showViewOffer: false,
        showTransferRadio: true,
        showCancelOnline: false,
        showCancelViaChat: true,
        triggeredRuleId: 3,
      },
    });
    const { app } = start(
      '/subscription/cancel?subscriptionId=sub_1',
      { options: offline },
      { alwaysCancelOnline: true },
    );
    await app.heading('Before you go…');
  });

  it('puts chat beside the online path, with when to come back in the customer’s time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Sunday 21:30 Eastern (Monday 02:30 UTC): closed until Monday 8 AM Eastern.
    vi.setSystemTime(new Date('2026-11-30T02:30:00Z'));
    const { app } = start('/subscription/cancel?subscriptionId=sub_1');
    await app.heading('Before you go…');
    const chat = within(screen.getByRole('complementary', { name: 'Prefer to talk it over?' }));
    const expected = new Date('2026-11-30T13:00:00Z').toLocaleString('en-US', {
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    expect(chat.getByText(`Chat is closed right now. Come back ${expected}.`)).toBeDefined();
  });

  it('links to chat while agents are online', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'));
    const { app } = start('/subscription/cancel?subscriptionId=sub_1');
    await app.heading('Before you go…');
    const chat = within(screen.getByRole('complementary', { name: 'Prefer to talk it over?' }));
    expect(chat.getByRole('link', { name: /Chat with an agent/ }).getAttribute('href')).toMatch(
      /queue=cancel/,
    );
  });

  it('says a subscription already cancelled ends on its day', async () => {
    const { app } = start('/subscription/cancel?subscriptionId=sub_1', {
      options: subscriptionOptions({
        options: ['CHANGE_PLAN'],
        currentPlan: currentPlan({ isCancelledAtEndOfCurrentTerm: true }),
        cancellation: null,
      }),
    });
    await app.heading('Your subscription is already cancelled');
    expect(
      screen.getByText(
        'All Access ends on 12/21/2026. To keep it, choose “Keep my subscription” on your account.',
      ),
    ).toBeDefined();
  });

  it('keeps the customer on the review with a refusal in its words', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1&cancelOnline=true');
    calls.cancelSubscription.mockRejectedValueOnce(
      careError(409, 'PAYMENT_IN_PROGRESS', 'error.code.payment.in.progress'),
    );
    await toReview(app, 'It’s too expensive');
    press('Cancel my subscription');
    // Another change still running: try again in a moment, on the same screen.
    expect(
      await screen.findByText('We can’t complete this right now. Please try again in a moment.'),
    ).toBeDefined();
    press('Cancel my subscription');
    await app.heading('Your plan will be cancelled on 12/21/2026');
    const [first, second] = calls.cancelSubscription.mock.calls;
    // The same transaction: the server answers a repeated press with the first cancellation.
    expect(second?.[0].inAuthId).toBe(first?.[0].inAuthId);
  });

  it('sends a visitor nobody knows to sign in, and back here afterwards', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1');
    calls.modifySubscriptionOptions.mockRejectedValue(
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    await waitFor(() =>
      expect(app.location()).toBe(
        '/account/login?redirectTo=%2Fsubscription%2Fcancel%3FsubscriptionId%3Dsub_1',
      ),
    );
  });

  it('goes to the error page without a subscription', async () => {
    const { app, calls } = start('/subscription/cancel');
    await app.heading('We’re sorry');
    expect(calls.modifySubscriptionOptions).not.toHaveBeenCalled();
  });

  it('goes to the error page when the subscription is not the caller’s', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_9');
    calls.modifySubscriptionOptions.mockRejectedValue(
      careError(404, 'SUBSCRIPTION_NOT_FOUND', 'error.code.subscription.not.found'),
    );
    await app.heading('We’re sorry');
  });

  it('explains a cancellation the server refuses', async () => {
    const { app, calls } = start('/subscription/cancel?subscriptionId=sub_1&cancelOnline=true');
    calls.cancelSubscription.mockRejectedValue(
      careError(
        409,
        'CANCELLATION_ALREADY_PENDING',
        'error.code.subscription.cancellation.pending',
      ),
    );
    await toReview(app, 'It’s too expensive');
    press('Cancel my subscription');
    expect(
      await screen.findByText(
        'This subscription is already cancelled. See your account for its end date.',
      ),
    ).toBeDefined();
  });

  it('records its use case once per visit, even when React runs the effects twice', async () => {
    const server = createFakeServer();
    const calls = answerCancelCalls(server);
    const app = renderApp({
      url: '/subscription/cancel?subscriptionId=sub_1',
      server,
      strict: true,
    });
    await app.heading('Before you go…');
    expect(calls.updateUseCase).toHaveBeenCalledTimes(1);
  });

  it('reads the account named on the address', async () => {
    const { app, calls } = start(
      '/subscription/cancel?subscriptionId=sub_1&accountNumber=1000-0001',
      {
        account: careAccount(),
      },
    );
    await app.heading('Before you go…');
    expect(calls.getAccount).toHaveBeenCalledWith({ accountNumber: '10000001' });
  });
});
