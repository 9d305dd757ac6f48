import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEndpoint } from '../../../testing/fake-server.ts';
import {
  careAccount,
  careFailure,
  fakeAccountServer,
  subscription,
} from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

const card = async (plan: string) =>
  within(
    within(await screen.findByRole('region', { name: 'Subscriptions' })).getByRole('article', {
      name: plan,
    }),
  );

const pendingAccount = () =>
  careAccount({
    subscriptions: [
      subscription({
        isCancelledAtEndOfCurrentTerm: true,
        serviceEndsOn: '2026-12-21',
        renewalDate: '2026-12-21',
      }),
    ],
  });

describe('subscription actions on the dashboard', { timeout: 20_000 }, () => {
  it('offer change plan, change billing term and cancel on each active subscription', async () => {
    renderAccount({ care: fakeAccountServer() });
    const radio = await card('All Access');
    expect(radio.getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe(
      '/subscription/change?subscriptionid=sub_1',
    );
    expect(radio.getByRole('link', { name: 'Change billing term' }).getAttribute('href')).toBe(
      '/subscription/change-term?subscriptionid=sub_1',
    );
    expect(radio.getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/subscription/cancel?subscriptionId=sub_1',
    );
    const streaming = await card('Streaming Platinum');
    expect(streaming.getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/subscription/cancel?subscriptionId=sub_2',
    );
  });

  it('offer transfer and replace radio where the subscription’s options say so', async () => {
    renderAccount({
      care: fakeAccountServer(
        careAccount({
          subscriptions: [
            subscription(),
            subscription({
              id: 'sub_4',
              planName: 'Mostly Music',
              canTransferSubscription: false,
              canReplaceRadio: false,
            }),
          ],
        }),
      ),
    });
    const paid = await card('All Access');
    expect(paid.getByRole('link', { name: 'Transfer to a new radio' }).getAttribute('href')).toBe(
      '/transfer/radio?subscriptionid=sub_1',
    );
    expect(paid.getByRole('link', { name: 'Replace radio' }).getAttribute('href')).toBe(
      '/transfer/radio/swap?subscriptionid=sub_1&mode=swap',
    );
    const other = await card('Mostly Music');
    expect(other.queryByRole('link', { name: 'Transfer to a new radio' })).toBeNull();
    expect(other.queryByRole('link', { name: 'Replace radio' })).toBeNull();
  });

  it('offers no billing term to a trial, and no action on a closed subscription', async () => {
    const care = fakeAccountServer(
      careAccount({
        subscriptions: [
          subscription({ phase: 'trial', isTrial: true }),
          subscription({
            id: 'sub_3',
            planName: 'Mostly Music',
            status: 'Closed',
            isActive: false,
          }),
        ],
      }),
    );
    renderAccount({ care });
    const trial = await card('All Access');
    expect(trial.getByRole('link', { name: 'Change plan' })).toBeDefined();
    expect(trial.queryByRole('link', { name: 'Change billing term' })).toBeNull();
    const closed = await card('Mostly Music');
    expect(closed.queryByRole('link')).toBeNull();
  });

  it('shows a pending cancellation and keeps the subscription, then reads the account again', async () => {
    const care = fakeAccountServer(pendingAccount());
    const revoke = fakeEndpoint<{ subscriptionId: string }, unknown>(
      care.server,
      'POST /services/cancel/subscription/revoke',
      (request) => {
        care.getAccount.mockResolvedValue(careAccount({ subscriptions: [subscription()] }));
        return { subscriptionId: request.subscriptionId, renewsOn: '2026-12-21' };
      },
    );
    renderAccount({ care });
    const pending = await card('All Access');
    expect(pending.getByText('Your subscription ends on 12/21/2026.')).toBeDefined();
    expect(pending.queryByRole('link', { name: 'Cancel subscription' })).toBeNull();
    const reads = care.getAccount.mock.calls.length;

    fireEvent.click(pending.getByRole('button', { name: 'Keep my subscription' }));
    expect(
      await screen.findByText('You’re all set: your subscription will keep renewing.'),
    ).toBeDefined();
    expect(revoke).toHaveBeenCalledWith({ subscriptionId: 'sub_1' });
    expect(care.getAccount.mock.calls.length).toBeGreaterThan(reads);
    const kept = await card('All Access');
    expect(kept.getByText('Renews')).toBeDefined();
    expect(kept.queryByRole('button', { name: 'Keep my subscription' })).toBeNull();
  });

  it('explains a revoke the server refuses, and keeps the notice', async () => {
    const care = fakeAccountServer(pendingAccount());
    fakeEndpoint(care.server, 'POST /services/cancel/subscription/revoke', () => {
      throw careFailure(409, 'CANCELLATION_ALREADY_EFFECTIVE');
    });
    renderAccount({ care });
    const pending = await card('All Access');
    fireEvent.click(pending.getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() =>
      expect(
        pending.getByText(
          'We couldn’t keep your subscription just now. Try again, or chat with us.',
        ),
      ).toBeDefined(),
    );
    expect(pending.getByText('Your subscription ends on 12/21/2026.')).toBeDefined();
  });
});
