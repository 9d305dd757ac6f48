/**
 * The billing section of the account area, a public face of its own (ADR 096): the account page
 * fetches it on demand, and a dynamic import of billing's `index.ts` would have made every page
 * that imports anything of billing carry the section too.
 */
export { BillingSection, type BillingSectionProps } from '../billing-section-entry.tsx';
