import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  billingStatus,
  careAccount,
  fakeAccountServer,
  subscription,
  usd,
} from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

const billing = () => screen.getByRole('region', { name: 'Billing' });

describe('account dashboard', { timeout: 20_000 }, () => {
  it('greets the customer and shows the balance, due date, payments and a pay button', async () => {
    const page = renderAccount({ care: fakeAccountServer() });
    expect(await screen.findByText('Hi Jane')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your account' })).toBeDefined();
    expect(screen.getByText('Account number 10000001')).toBeDefined();

    const section = within(billing());
    expect(section.getByText('$23.99', { selector: 'dd *' })).toBeDefined();
    expect(section.getByText('11/21/2026')).toBeDefined();
    expect(section.getByText('$23.99 on 10/21/2026')).toBeDefined();
    expect(section.getByText('Paperless: sent by email')).toBeDefined();
    expect(section.queryByText('Your account is past due')).toBeNull();
    expect(section.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/account/pay',
    );
    expect(page.pageLoading.get()).toBe(false);
  });

  it('shows one card per radio and streaming subscription, with phase, price and renewal', async () => {
    renderAccount({ care: fakeAccountServer() });
    const subscriptions = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    const radio = within(subscriptions.getByRole('article', { name: 'All Access' }));
    expect(radio.getByText('2024 Lumen Arc, radio ending in 0001')).toBeDefined();
    expect(radio.getByText('Full price')).toBeDefined();
    expect(radio.getByText('Active')).toBeDefined();
    expect(radio.getByText('/month')).toBeDefined();
    expect(radio.getByText('11/21/2026')).toBeDefined();
    const streaming = within(subscriptions.getByRole('article', { name: 'Streaming Platinum' }));
    expect(streaming.getByText('Streaming')).toBeDefined();
    expect(streaming.getByText('Promotional price')).toBeDefined();
    expect(streaming.getByText('/year')).toBeDefined();
  });

  it('lists the next best actions as links', async () => {
    renderAccount({ care: fakeAccountServer() });
    const suggestions = within(await screen.findByRole('region', { name: 'Suggested for you' }));
    expect(
      suggestions
        .getByRole('link', { name: 'Add streaming to listen anywhere' })
        .getAttribute('href'),
    ).toBe('/subscribe/checkout/purchase/streaming/organic');
  });

  it('sends a radio suspended for non-payment to the pay page, where paying reactivates it', async () => {
    const care = fakeAccountServer();
    care.getNextBestActions.mockResolvedValue({
      actions: [{ action: 'reactivateRadio', subjectId: 'sub_1' }],
    });
    renderAccount({ care });
    const suggestions = within(await screen.findByRole('region', { name: 'Suggested for you' }));
    expect(suggestions.getByRole('link', { name: 'Reactivate a radio' }).getAttribute('href')).toBe(
      '/account/pay',
    );
  });

  it('says clearly when the account is past due: what is blocked, what is suspended, pay now', async () => {
    const care = fakeAccountServer(
      careAccount({
        billingStatus: billingStatus({
          amountDue: usd(2980),
          dueDate: '2026-10-21',
          isPastDue: true,
          lastPayment: null,
          nextPayment: null,
          blockedWhilePastDue: ['changePlan', 'addRadio', 'transferSubscription', 'refreshRadio'],
        }),
        subscriptions: [
          subscription({
            status: 'Suspended',
            isSuspended: true,
            inactiveReason: 'nonPay',
            isActive: false,
          }),
        ],
      }),
    );
    renderAccount({ care, url: '/account' });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Your account is past due')).toBeDefined();
    expect(
      alert.getByText('Pay $29.80 to bring your account up to date. It was due 10/21/2026.'),
    ).toBeDefined();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Change your plan',
      'Add a radio',
      'Transfer a subscription to another radio',
      'Refresh your radio’s signal',
      'All Access on the radio ending in 0001',
    ]);
    expect(alert.getByText('This subscription is suspended for non-payment:')).toBeDefined();
    expect(within(billing()).getByRole('link', { name: 'Pay now' })).toBeDefined();
    expect(screen.getByText('Suspended for non-payment')).toBeDefined();
  });

  it('records who is looking and the account in the data layer', async () => {
    const page = renderAccount({ care: fakeAccountServer() });
    await screen.findByText('Hi Jane');
    const data = page.target.digitalData;
    expect(data?.customerInfo).toMatchObject({
      accountNumber: '10000001',
      authenticationStatus: 'Authenticated users',
      billingStatus: 'balanceDue',
    });
    expect(data?.account).toMatchObject({
      serviceAddressState: 'TX',
      billingAddressState: 'TX',
      closedDevices: [{ id: 'dev_2', type: 'radio', last4: '0009' }],
    });
    expect(data?.account.subscriptions).toHaveLength(2);
    expect(page.target.appEventData).toContainEqual({
      event: 'page-loaded',
      pageInfo: { flowName: 'accountdashboard', componentName: 'dashboard' },
    });
    // No contact details reach analytics.
    expect(JSON.stringify(data)).not.toContain('owner@orbitradio.test');
  });
});

describe('card on file', { timeout: 20_000 }, () => {
  const withCard = (status: 'active' | 'aboutToExpire' | 'expired', days: number) =>
    fakeAccountServer(
      careAccount({
        paymentMethod: {
          paymentMethodId: 'pm_1',
          last4Digits: '4242',
          type: 'visa',
          expirationMonth: 11,
          expirationYear: 2026,
          status,
          expirationDate: '2026-11-30',
          daysUntilExpiration: days,
          isDefault: true,
        },
      }),
    );

  it.each([
    ['active', 400, 'Active'],
    ['aboutToExpire', 12, 'Expires in 12 days'],
    ['aboutToExpire', 1, 'Expires in 1 day'],
    ['aboutToExpire', 0, 'Expires today'],
    ['expired', -3, 'Expired'],
  ] as const)('a %s card (%i days left) reads “%s”', async (status, days, label) => {
    renderAccount({ care: withCard(status, days) });
    const section = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(section.getByText('Visa ending in 4242')).toBeDefined();
    expect(section.getByText('Expires 11/2026')).toBeDefined();
    expect(section.getByText(label)).toBeDefined();
    expect(section.getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe(
      '/account/pay/update-payment-info',
    );
  });

  it('is worded and priced in Canadian French', async () => {
    const care = withCard('aboutToExpire', 12);
    const account = await care.getAccount({});
    if (!account) throw new Error('the fake has an account');
    care.getAccount.mockResolvedValue({
      ...account,
      country: 'CA',
      billingStatus: billingStatus({ amountDue: { amountMinor: 123450, currency: 'CAD' } }),
    });
    renderAccount({ care, country: 'ca', locale: 'fr-CA' });
    const section = within(await screen.findByRole('region', { name: 'Facturation' }));
    expect(section.getByText('Expire dans 12 jours')).toBeDefined();
    expect(section.getByText('1 234,50 $')).toBeDefined();
    expect(section.getByRole('link', { name: 'Payer maintenant' })).toBeDefined();
  });
});
