import { FEE_CODES, TAX_CODES } from '@orbit/domain';

/** The English names the invoice view gives some codes (it answers in one language). */
const NAMED_CODES: Readonly<Record<string, string>> = {
  'MUSIC ROYALTY FEE': 'MRF',
  'ACTIVATION FEE': 'ACTIVATION',
  'SALES TAX': 'SALES',
};

function codeOf(name: string): string {
  const upper = name.trim().toUpperCase();
  return NAMED_CODES[upper] ?? upper;
}

/**
 * The message id of a tax or fee as an invoice names it: by the quote's codes (GST, QST, SALES;
 * MRF, ACTIVATION) or the invoice's English names for them, which have words in every
 * language; any other name is shown as the invoice spells it (undefined here).
 */
export function taxLabelId(name: string): string | undefined {
  const code = codeOf(name);
  return (TAX_CODES as readonly string[]).includes(code) ? `billing.tax.${code}` : undefined;
}

export function feeLabelId(name: string): string | undefined {
  const code = codeOf(name);
  return (FEE_CODES as readonly string[]).includes(code) ? `billing.fee.${code}` : undefined;
}

/**
 * A tax rate as a fraction for percent formatting. The invoice view answers fractions (0.05);
 * a rate above 1 can only be the quote's parts per million (50 000 = 5%) left as they were.
 */
export function taxRateFraction(rate: number): number {
  return rate > 1 ? rate / 1_000_000 : rate;
}
