export { billingPeriodMonths } from './billing-schedule.ts';
export * from './checkout-errors.ts';
export * from './customer-checks.ts';
export * from './plan-change-quote.ts';
export * from './purchase.ts';
export * from './quote.ts';
export * from './quote-schema.ts';
export * from './rounding.ts';
export * from './tax-rates.ts';
