import {
  type Address,
  CURRENCY_BY_COUNTRY,
  invoiceSchema,
  money,
  quoteNewSubscription,
  type TaxRegion,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { invoiceLinesOf } from '../checkout/index.ts';
import type { InvoiceRow } from './billing-ledger.ts';
import { invoiceView } from './invoice-view.ts';

const ISSUED = new Date('2026-10-01T00:00:00Z');

/**
 * A monthly bill for a service address, priced by the checkout's calculator and kept in the
 * lines' stored shape, as the seed and checkout write them.
 */
function billIn(region: TaxRegion, options: { activationFeeMinor?: number } = {}): InvoiceRow {
  const currency = CURRENCY_BY_COUNTRY[region.country];
  const quote = quoteNewSubscription({
    now: ISSUED,
    region,
    plans: [
      {
        planCode: 'SAT_AA_MO',
        packageName: 'All Access',
        royaltyFeeApplies: true,
        activationFee:
          options.activationFeeMinor === undefined
            ? null
            : money(options.activationFeeMinor, currency),
        phases: [
          {
            type: 'AutoRenewing',
            duration: { kind: 'infinite' },
            billingPeriod: { unit: 'months', count: 1 },
            price: { total: money(2499, currency) },
          },
        ],
      },
    ],
  }).currentQuote;
  const serviceAddress: Address = {
    addressLine1: '1 Main St',
    city: 'Anytown',
    state: region.state,
    zip: region.country === 'us' ? '78701' : 'H3B 1A6',
    country: region.country === 'us' ? 'US' : 'CA',
  };
  const total = quote.totalAmount.amountMinor;
  return {
    id: 'inv_view',
    number: 'ORB-VIEW',
    accountNumber: '10000001',
    subscriptionId: 'sub_view',
    orderId: null,
    currency,
    amountTotalMinor: total,
    amountPaidMinor: 0,
    amountDueMinor: total,
    appliedBalanceMinor: 0,
    lines: invoiceLinesOf(quote, 'sub_view'),
    paymentMethodId: null,
    serviceAddress,
    issuedAt: ISSUED,
    dueDate: ISSUED,
  };
}

/** Each fee and tax of the invoice's only line: code, English name (and rate). */
function chargesOf(row: InvoiceRow) {
  const invoice = invoiceSchema.parse(invoiceView(row));
  const [line] = invoice.lines;
  return {
    fees: line?.fees.map(({ code, name }) => [code, name]),
    taxes: line?.taxes.map(({ code, name, rate }) => [code, name, rate]),
  };
}

describe('invoice view: fee and tax codes with their English names', () => {
  it('a US bill: the music royalty fee and the state sales tax', () => {
    expect(chargesOf(billIn({ country: 'us', state: 'TX' }))).toEqual({
      fees: [['MRF', 'Music royalty fee']],
      taxes: [['SALES', 'State sales tax', 0.0625]],
    });
  });

  it('a US activation: the activation fee next to the royalty fee', () => {
    expect(
      chargesOf(billIn({ country: 'us', state: 'TX' }, { activationFeeMinor: 1500 })).fees,
    ).toEqual([
      ['MRF', 'Music royalty fee'],
      ['ACTIVATION', 'Activation fee'],
    ]);
  });

  it('Canadian bills: GST with QST, PST or RST, or the HST alone; no royalty fee', () => {
    expect(chargesOf(billIn({ country: 'ca', state: 'QC' }))).toEqual({
      fees: [],
      taxes: [
        ['GST', 'GST', 0.05],
        ['QST', 'QST', 0.09975],
      ],
    });
    expect(chargesOf(billIn({ country: 'ca', state: 'ON' })).taxes).toEqual([['HST', 'HST', 0.13]]);
    expect(chargesOf(billIn({ country: 'ca', state: 'BC' })).taxes).toEqual([
      ['GST', 'GST', 0.05],
      ['PST', 'PST', 0.07],
    ]);
    expect(chargesOf(billIn({ country: 'ca', state: 'MB' })).taxes).toEqual([
      ['GST', 'GST', 0.05],
      ['RST', 'RST', 0.07],
    ]);
  });
});
