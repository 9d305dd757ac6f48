import type { CaProvinceCode, UsStateCode } from '../geography/regions.ts';
import { isCaProvinceCode, isUsStateCode } from '../geography/regions.ts';
import type { Country } from '../locale/locales.ts';

/**
 * GST, HST, PST, RST and QST are Canada's; SALES is a US state's sales tax. Rates are integers in
 * parts per million (5% = 50_000, 9.975% = 99_750) so that no rate is ever a float.
 */
export const TAX_CODES = ['GST', 'HST', 'PST', 'RST', 'QST', 'SALES'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** The message key the web app shows a tax line under (one per code, in every locale). */
export const TAX_LABEL_KEYS: Record<TaxCode, string> = {
  GST: 'checkout.tax.gst',
  HST: 'checkout.tax.hst',
  PST: 'checkout.tax.pst',
  RST: 'checkout.tax.rst',
  QST: 'checkout.tax.qst',
  SALES: 'checkout.tax.salesTax',
};

export interface TaxRate {
  code: TaxCode;
  ratePpm: number;
}

const GST: TaxRate = { code: 'GST', ratePpm: 50_000 };

/**
 * THE tax table: change a rate here and nowhere else (docs/taxes-and-quotes.md says how).
 * As of 2026-11-21. Not tax advice: a simplified policy the checkout applies; the billing
 * back end's tax engine stays the authority for what is invoiced.
 *
 * Canada — sources: Canada Revenue Agency, "GST/HST rates" (canada.ca, charge-collect-which-rate);
 * Nova Scotia Finance and Treasury Board, HST reduction from 15% to 14% on 2025-04-01 (novascotia.ca);
 * British Columbia PST on telecommunication and electronic services (gov.bc.ca, PST Bulletin 105);
 * Manitoba RST on telecommunication and streaming services (gov.mb.ca, RST Bulletin 013);
 * Saskatchewan PST on telecommunication services (sets.saskatchewan.ca, PST Bulletin 47);
 * Revenu Québec, QST 9.975% (revenuquebec.ca). GST or HST everywhere; the provincial tax of BC,
 * MB, SK and QC is computed on the same price as the GST, not on price plus GST (QST since 2013).
 *
 * United States — state-level sales tax only, in the states whose revenue department taxes
 * subscriptions to digital audio / satellite radio (digital audio works, specified digital
 * products, or satellite/cable programming); every other state, DC and Puerto Rico: no tax line.
 * No local (county, city, district) taxes: we do not resolve addresses to local jurisdictions,
 * so the quote shows the state base rate. UT's 6.1% is its uniform statewide rate (4.85% state
 * plus the 1.25% local levy every county charges). Rates: each state's revenue department,
 * cross-checked with the Streamlined Sales Tax taxability matrix (digital audio works) and the
 * Tax Foundation's "State and Local Sales Tax Rates" 2026 table.
 *
 * US music royalty fee (MRF): Orbit's published rate, 21.4% of the plan price, US only, on
 * packages that carry music; taxable wherever the state taxes the service.
 */
export const TAX_TABLE = {
  asOf: '2026-11-21',
  ca: {
    AB: [GST],
    BC: [GST, { code: 'PST', ratePpm: 70_000 }],
    MB: [GST, { code: 'RST', ratePpm: 70_000 }],
    NB: [{ code: 'HST', ratePpm: 150_000 }],
    NL: [{ code: 'HST', ratePpm: 150_000 }],
    // 15% until 2025-03-31.
    NS: [{ code: 'HST', ratePpm: 140_000 }],
    NT: [GST],
    NU: [GST],
    ON: [{ code: 'HST', ratePpm: 130_000 }],
    PE: [{ code: 'HST', ratePpm: 150_000 }],
    QC: [GST, { code: 'QST', ratePpm: 99_750 }],
    SK: [GST, { code: 'PST', ratePpm: 60_000 }],
    YT: [GST],
  } satisfies Record<CaProvinceCode, readonly TaxRate[]>,
  /** State base rate in ppm, for the taxing states only. */
  us: {
    CT: 63_500,
    IA: 60_000,
    IN: 70_000,
    KY: 60_000,
    MN: 68_750,
    MS: 70_000,
    NC: 47_500,
    NE: 55_000,
    NJ: 66_250,
    PA: 60_000,
    SD: 42_000,
    TN: 70_000,
    TX: 62_500,
    UT: 61_000,
    WA: 65_000,
    WI: 50_000,
  } satisfies Partial<Record<UsStateCode, number>> as Partial<Record<UsStateCode, number>>,
  musicRoyaltyFeePpm: 214_000,
} as const;

/** Where the customer is taxed: the country and the service address's state or province code. */
export interface TaxRegion {
  country: Country;
  state: string;
}

/**
 * The taxes charged on the service in a region, in the order they are shown; empty where the
 * service is not taxed. An unknown state or province is a programming error (the address was
 * validated before quoting) and throws.
 */
export function taxRatesFor(region: TaxRegion): readonly TaxRate[] {
  if (region.country === 'ca') {
    if (!isCaProvinceCode(region.state)) throw new RangeError(`unknown province ${region.state}`);
    return TAX_TABLE.ca[region.state];
  }
  if (!isUsStateCode(region.state)) throw new RangeError(`unknown US state ${region.state}`);
  const ratePpm = TAX_TABLE.us[region.state];
  return ratePpm === undefined ? [] : [{ code: 'SALES', ratePpm }];
}

/** The US music royalty fee rate for a package in a country: 0 in Canada or when it does not apply. */
export function royaltyFeeRatePpm(country: Country, royaltyFeeApplies: boolean): number {
  return country === 'us' && royaltyFeeApplies ? TAX_TABLE.musicRoyaltyFeePpm : 0;
}
