import { messages as enUS } from './en-US.ts';

/** Canadian English: postal codes, provinces and Canadian spelling. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'billing.pay.newCard.saveHint': 'We’ll use it for future bills. You can change it any time.',
  'billing.field.state.required': 'Choose your province or territory.',
  'billing.field.state.invalid': 'Choose your province or territory.',
  'billing.field.zip.required': 'Enter your postal code.',
  'billing.field.zip.invalid': 'Enter a valid postal code, like K1A 0B1.',
  'billing.tax.SALES': 'Sales tax',
};
