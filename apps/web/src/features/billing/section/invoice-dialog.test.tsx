import type { Invoice, Money } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBillingServer } from '../testing/billing-answers.ts';
import { INVOICE, usd } from '../testing/billing-fixtures.ts';
import { renderBilling } from '../testing/render-billing.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';

type Line = Invoice['lines'][number];

const cad = (amountMinor: number): Money => ({ amountMinor, currency: 'CAD' });

function line(description: string, charges: Pick<Line, 'fees' | 'taxes'>): Line {
  const [first] = INVOICE.lines;
  if (!first) throw new Error('the fixture invoice has a line');
  return { ...first, description, ...charges };
}

async function openInvoice(invoice: Invoice, options: { host?: string } = {}) {
  await renderBilling(<InvoiceDialog invoiceId={invoice.id} onClose={() => {}} />, {
    care: fakeBillingServer({ getBillingInvoice: () => invoice }),
    url: '/account/manage/billing',
    ...options,
  });
  return screen.findByRole('dialog', { name: `Invoice ${invoice.number}` });
}

/** The text of the detail row (label and amount) whose label is `label`. */
function row(dialog: HTMLElement, label: string | RegExp): string | null | undefined {
  return within(dialog).getByText(label).parentElement?.textContent;
}

/** A Canadian invoice with a line for each province's taxes, an activation and a newer code. */
const CANADIAN_INVOICE: Invoice = {
  ...INVOICE,
  amountTotal: cad(11_000),
  amountPaid: cad(0),
  amountDue: cad(11_000),
  appliedBalance: cad(0),
  serviceAddress: { state: 'QC', zip: 'H3B 1A6', country: 'CA' },
  lines: [
    line('Québec', {
      fees: [{ code: 'ACTIVATION', name: 'Activation fee', amount: cad(1_500) }],
      taxes: [
        { code: 'GST', name: 'GST', rate: 0.05, amount: cad(200) },
        { code: 'QST', name: 'QST', rate: 0.09975, amount: cad(399) },
      ],
    }),
    line('Ontario', {
      fees: [],
      taxes: [{ code: 'HST', name: 'HST', rate: 0.13, amount: cad(325) }],
    }),
    line('Colombie-Britannique', {
      fees: [],
      taxes: [{ code: 'PST', name: 'PST', rate: 0.07, amount: cad(175) }],
    }),
    line('Manitoba', {
      fees: [{ code: 'ECO', name: 'Environmental fee', amount: cad(50) }],
      taxes: [
        { code: 'RST', name: 'RST', rate: 0.07, amount: cad(176) },
        { code: 'LOCAL', name: 'City tax', rate: 0.01, amount: cad(25) },
      ],
    }),
  ],
};

describe('InvoiceDialog: fees and taxes in the page’s language', { timeout: 20_000 }, () => {
  it('en-US: the royalty and activation fees and the state sales tax with its rate', async () => {
    const dialog = await openInvoice({
      ...INVOICE,
      lines: [
        line('Orbit All Access, monthly', {
          fees: [
            { code: 'MRF', name: 'Music royalty fee', amount: usd(148) },
            { code: 'ACTIVATION', name: 'Activation fee', amount: usd(1_500) },
          ],
          taxes: [{ code: 'SALES', name: 'State sales tax', rate: 0.0625, amount: usd(150) }],
        }),
      ],
    });
    expect(row(dialog, 'Music royalty fee')).toContain('$1.48');
    expect(row(dialog, 'Activation fee')).toContain('$15.00');
    expect(row(dialog, 'State sales tax (6.25%)')).toContain('$1.50');
  });

  it('fr-CA: TPS, TVQ, TVH, TVP and TVD as the checkout says them, French fees', async () => {
    await renderBilling(<InvoiceDialog invoiceId={CANADIAN_INVOICE.id} onClose={() => {}} />, {
      care: fakeBillingServer({ getBillingInvoice: () => CANADIAN_INVOICE }),
      url: '/account/manage/billing',
      host: 'care.orbitradio.ca',
      locale: 'fr-CA',
    });
    const dialog = await screen.findByRole('dialog', {
      name: `Facture ${CANADIAN_INVOICE.number}`,
    });
    expect(row(dialog, 'Frais d’activation')).toMatch(/15,00\s\$/);
    expect(row(dialog, /^TPS \(5\s%\)$/)).toMatch(/2,00\s\$/);
    expect(row(dialog, /^TVQ \(9,975\s%\)$/)).toMatch(/3,99\s\$/);
    expect(row(dialog, /^TVH \(13\s%\)$/)).toMatch(/3,25\s\$/);
    expect(row(dialog, /^TVP \(7\s%\)$/)).toMatch(/1,75\s\$/);
    expect(row(dialog, /^TVD \(7\s%\)$/)).toMatch(/1,76\s\$/);
    // No English code is left on the page.
    for (const code of ['GST', 'QST', 'HST', 'PST', 'RST', 'Activation fee']) {
      expect(within(dialog).queryByText(new RegExp(`^${code}\\b`))).toBeNull();
    }
  });

  it('shows a code this build does not know by the invoice’s own name', async () => {
    const dialog = await openInvoice(CANADIAN_INVOICE, { host: 'care.orbitradio.ca' });
    expect(row(dialog, 'Environmental fee')).toContain('$0.50');
    expect(row(dialog, 'City tax (1%)')).toContain('$0.25');
    // en-CA, as the checkout words them in Canada.
    expect(row(dialog, 'GST (5%)')).toContain('$2.00');
  });

  it('en-CA: a sales tax as the Canadian checkout words it', async () => {
    const dialog = await openInvoice(INVOICE, { host: 'care.orbitradio.ca' });
    expect(row(dialog, 'Sales tax (6.25%)')).toContain('1.50');
    expect(row(dialog, 'Music royalty fee')).toContain('1.48');
  });
});
