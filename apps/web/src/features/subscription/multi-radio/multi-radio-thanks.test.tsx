import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../shared/i18n/intl.tsx';
import { device, usd } from '../../../testing/care-account-fakes.ts';
import { messages as enUS } from './messages/en-US.ts';
import { messages as frCA } from './messages/fr-CA.ts';
import { MultiRadioThanks } from './multi-radio-thanks.tsx';

const devices = [
  device({
    id: 'dev_2',
    type: 'radio',
    radioIdLastFour: '0009',
    nickname: 'Kitchen',
    vehicle: null,
  }),
  device({ id: 'dev_3', type: 'marine', radioIdLastFour: '0033', vehicle: null }),
];
const placed = {
  orderId: 'ord_multi_1',
  email: 'owner@orbitradio.test',
  amountCharged: usd(4023),
  mrdDiscount: usd(500),
  radios: [
    {
      deviceRef: 'mref_0009',
      radioIdLastFour: '0009',
      subscriptionId: 'sub_0009',
      packageName: 'All Access',
    },
    {
      deviceRef: 'mref_0033',
      radioIdLastFour: '0033',
      subscriptionId: 'sub_0033',
      packageName: 'Music Showcase',
    },
  ],
};

function renderIn(locale: 'en-US' | 'fr-CA') {
  render(
    <MemoryRouter>
      <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : frCA}>
        <MultiRadioThanks placed={placed} devices={devices} />
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('multi-radio thanks', () => {
  it('lists each radio with its plan, the order number, the charge, and takes focus', () => {
    renderIn('en-US');
    const heading = screen.getByRole('heading', { level: 1, name: 'Your radios are subscribed' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('ord_multi_1')).toBeDefined();
    expect(screen.getByText('Kitchen (ending in 0009)').nextSibling?.textContent).toBe(
      'All Access',
    );
    expect(screen.getByText('Marine radio (ending in 0033)').nextSibling?.textContent).toBe(
      'Music Showcase',
    );
    expect(screen.getByText('$40.23')).toBeDefined();
    expect(screen.getByText('Multi-radio discount included').nextSibling?.textContent).toBe(
      '−$5.00',
    );
    expect(screen.getByText('We sent the confirmation to owner@orbitradio.test.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      '/account/manage',
    );
  });

  it('speaks French in fr-CA', () => {
    renderIn('fr-CA');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vos radios sont abonnées' }),
    ).toBeDefined();
    expect(screen.getByText('Kitchen (se terminant par 0009)')).toBeDefined();
  });
});
