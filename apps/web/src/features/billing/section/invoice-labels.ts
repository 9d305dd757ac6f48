import type { FeeCode, TaxCode } from '@orbit/domain';

/**
 * Billing's message ids for the quote's tax and fee codes. The words are the checkout's (its
 * TAX_LABEL_KEYS / FEE_LABEL_KEYS messages, without the rate) under billing's own ids: the
 * billing chunk does not load the checkout's messages. messages.test.ts keeps them the same.
 */
export const TAX_LABEL_IDS: Readonly<Record<TaxCode, string>> = {
  GST: 'billing.tax.GST',
  HST: 'billing.tax.HST',
  PST: 'billing.tax.PST',
  RST: 'billing.tax.RST',
  QST: 'billing.tax.QST',
  SALES: 'billing.tax.SALES',
};

export const FEE_LABEL_IDS: Readonly<Record<FeeCode, string>> = {
  MRF: 'billing.fee.MRF',
  ACTIVATION: 'billing.fee.ACTIVATION',
};

const has = <T extends string>(ids: Readonly<Record<T, string>>, code: string): code is T =>
  Object.hasOwn(ids, code);

/**
 * The message id of an invoice's tax or fee by its code; undefined for a code this build does
 * not know (a newer server's), which is then shown by the invoice's English `name`.
 */
export function taxLabelId(code: string): string | undefined {
  return has(TAX_LABEL_IDS, code) ? TAX_LABEL_IDS[code] : undefined;
}

export function feeLabelId(code: string): string | undefined {
  return has(FEE_LABEL_IDS, code) ? FEE_LABEL_IDS[code] : undefined;
}

/**
 * A tax rate as a fraction for percent formatting. The invoice view answers fractions (0.05);
 * a rate above 1 can only be the quote's parts per million (50 000 = 5%) left as they were.
 */
export function taxRateFraction(rate: number): number {
  return rate > 1 ? rate / 1_000_000 : rate;
}
