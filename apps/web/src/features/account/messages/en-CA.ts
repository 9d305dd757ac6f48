import { messages as enUS } from './en-US.ts';

/** Canadian English: postal codes, provinces and territories. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'account.serviceAddress.note':
    'Your service address sets your taxes and local channels, so it stays in the same postal code.',
  'account.serviceAddress.zipMismatch':
    'Your service address has to stay in postal code {zip}. To move your service to another postal code, call us at {phone}.',
  'account.field.state.required': 'Choose your province or territory.',
  'account.field.state.invalid': 'Choose your province or territory.',
  'account.field.zip.required': 'Enter your postal code.',
  'account.field.zip.invalid': 'Enter a postal code like K1A 0B1.',
};
