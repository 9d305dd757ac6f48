import type { OrderQuote } from '@orbit/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../shared/i18n/intl.tsx';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { checkoutCatalog } from '../messages/index.ts';
import { QuoteSummary } from './quote-summary.tsx';

const cad = (amountMinor: number) => ({ amountMinor, currency: 'CAD' as const });

/** A year of Platinum in Quebec: GST 5% and QST 9.975% on the same price. */
const quebecQuote: OrderQuote = {
  currentQuote: {
    currency: 'CAD',
    details: [
      {
        planCode: 'CA_PLAT_ANNUAL',
        packageName: 'Platinum',
        termLength: 12,
        priceAmount: cad(123_450),
        startDate: '2026-11-21',
        endDate: '2027-11-21',
        phase: 'fullPrice',
        fees: [],
        taxes: [],
      },
    ],
    fees: [],
    taxes: [
      { code: 'GST', ratePpm: 50_000, taxableAmount: cad(123_450), amount: cad(6_173) },
      { code: 'QST', ratePpm: 99_750, taxableAmount: cad(123_450), amount: cad(12_314) },
    ],
    subtotal: cad(123_450),
    totalAmount: cad(141_937),
    currentBalance: cad(141_937),
  },
  revenueStatus: 'Immediate',
};

function renderIn(locale: 'fr-CA' | 'en-CA') {
  return render(
    <IntlProvider locale={locale} messages={preloadedMessages(checkoutCatalog, locale)}>
      <QuoteSummary quote={quebecQuote} />
    </IntlProvider>,
  );
}

describe('quote summary', () => {
  it('names each Quebec tax with its rate and writes money the Canadian French way', () => {
    renderIn('fr-CA');
    const summary = screen.getByRole('region', { name: 'Sommaire de la commande' });
    const row = (label: RegExp) => within(summary).getByText(label).closest('div') as HTMLElement;
    expect(within(row(/^TVQ/)).getByText(/^TVQ \(9,975\s%\)$/)).toBeDefined();
    expect(row(/^TVQ/).textContent).toMatch(/123,14\s\$$/);
    expect(row(/^TPS/).textContent).toMatch(/TPS \(5\s%\)61,73\s\$$/);
    expect(row(/^Platinum/).textContent).toMatch(/^Platinum \(12 mois\)1\s234,50\s\$$/);
    expect(row(/^À payer aujourd’hui/).textContent).toMatch(/1\s419,37\s\$$/);
  });

  it('says the same in Canadian English', () => {
    renderIn('en-CA');
    expect(screen.getByText('QST (9.975%)')).toBeDefined();
    expect(screen.getByText('$1,419.37')).toBeDefined();
  });
});
