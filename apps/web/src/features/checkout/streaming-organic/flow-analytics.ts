import {
  type FieldErrorCode,
  type Locale,
  type Money,
  type OrderQuote,
  type PresentedOffer,
  revenueStatusOf,
} from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { STREAMING_ORGANIC_FLOW_NAME, type StepInfo } from './flow-steps.ts';

/** Amounts in the data layer read as the tag manager expects them: "10.99". */
function decimal(amount: Money | null | undefined): string | undefined {
  return amount ? (amount.amountMinor / 100).toFixed(2) : undefined;
}

/**
 * A step came on screen: `pageInfo` names the flow and the step's component, with the
 * AUTHENTICATE / CHECKOUT label of spec 000 §2 (`pageLabel`), and a `page-loaded` event goes out
 * (checkout pages are left out of automatic page tracking, so they report themselves).
 */
export function trackStep(
  dataLayer: DataLayer,
  step: StepInfo,
  flowName: string = STREAMING_ORGANIC_FLOW_NAME,
): void {
  trackPageLoaded(dataLayer, {
    flowName,
    componentName: step.componentName,
    pageLabel: step.label,
  });
}

/** The offer on show (`offer.preSelectedPlan`) and the plan being bought (`planInfo`). */
export function trackOffer(
  dataLayer: DataLayer,
  offer: PresentedOffer,
  presentmentTestCell: string | null,
): void {
  dataLayer.update('offer', {
    preSelectedPlan: {
      planCode: offer.planCode,
      price: decimal(offer.price),
      packageName: offer.packageName,
    },
    presentmentTestCell,
  });
  dataLayer.update('planInfo', {
    planCodes: [offer.planCode],
    price: decimal(offer.price),
    activationFee: decimal(offer.activationFee) ?? '0.00',
    termLength: offer.renewalTermMonths,
  });
}

export function trackCustomer(
  dataLayer: DataLayer,
  customer: {
    transactionId: string;
    language: Locale;
    paymentMethod?: string | undefined;
    /** A verified student buying the student plan (ADR 066): a new streaming student. */
    student?: boolean | undefined;
  },
): void {
  dataLayer.update('customerInfo', {
    customerType: customer.student ? 'NEW_STREAMING_STUDENT' : 'NEW_ACCOUNT',
    transactionId: customer.transactionId,
    language: customer.language,
    ...(customer.paymentMethod ? { paymentMethod: customer.paymentMethod } : {}),
  });
}

/** The quote's figures: `planInfo` (fees, tax, revenue status) and the `quote` section. */
export function trackQuote(dataLayer: DataLayer, quote: OrderQuote): void {
  const current = quote.currentQuote;
  const sum = (amounts: Money[]) => amounts.reduce((total, item) => total + item.amountMinor, 0);
  const currency = current.currency;
  const royalty = current.fees.filter((fee) => fee.code === 'MRF').map((fee) => fee.amount);
  const activation = current.fees
    .filter((fee) => fee.code === 'ACTIVATION')
    .map((fee) => fee.amount);
  const detail = current.details[0] ?? quote.renewalQuote?.details[0];
  dataLayer.update('planInfo', {
    planCodes: current.details.map((line) => line.planCode),
    price: decimal({ amountMinor: sum(current.details.map((line) => line.priceAmount)), currency }),
    activationFee: decimal({ amountMinor: sum(activation), currency }),
    royaltyFee: decimal({ amountMinor: sum(royalty), currency }),
    tax: decimal({ amountMinor: sum(current.taxes.map((tax) => tax.amount)), currency }),
    ...(detail ? { termLength: detail.termLength } : {}),
    revenueStatus: revenueStatusOf(current.totalAmount),
  });
  dataLayer.update('quote', {
    currency,
    subtotal: decimal(current.subtotal),
    totalAmount: decimal(current.totalAmount),
    currentBalance: decimal(current.currentBalance),
    taxes: current.taxes.map((tax) => ({ code: tax.code, amount: decimal(tax.amount) })),
    fees: current.fees.map((fee) => ({ code: fee.code, amount: decimal(fee.amount) })),
    futureTotalAmount: decimal(quote.futureQuote?.totalAmount ?? quote.renewalQuote?.totalAmount),
    revenueStatus: quote.revenueStatus,
  });
}

/**
 * Client-side validation failures are user errors (spec 000 §5): one record per field, named by
 * step and field, with the field's error code. Values are never recorded.
 */
export function trackUserErrors(
  dataLayer: DataLayer,
  step: StepInfo,
  errors: Readonly<Record<string, FieldErrorCode | string | undefined>>,
): void {
  trackFieldUserErrors(dataLayer, { step: step.componentName }, errors);
}
