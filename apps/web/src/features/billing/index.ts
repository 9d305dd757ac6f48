export { BillingSection, type BillingSectionProps } from './billing-section-entry.tsx';
