import { messages as enUS } from './en-US.ts';

/** Canadian English: the same checkout, with postal codes, provinces and Canadian spelling. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'checkout.payment.lead': 'Cancel online any time.',
  'checkout.payment.leadTrial':
    'After your free months, your plan renews automatically at the regular price. Cancel online any time.',
  'checkout.payment.phoneHint': '10 digits, for example 416-555-0142.',
  'checkout.field.zip.required': 'Enter your postal code.',
  'checkout.field.zip.invalid': 'Enter a valid postal code, like K1A 0B1.',
  'checkout.field.state.required': 'Choose your province or territory.',
  'checkout.field.state.invalid': 'Choose your province or territory.',
  'checkout.field.cardNumber.notAccepted':
    'We don’t accept this type of card. Use Visa, Mastercard or American Express.',
  'checkout.tax.salesTax': 'Sales tax ({rate})',
};
