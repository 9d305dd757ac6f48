import { messages as enUS } from './en-US.ts';

/** Canadian English: provinces and postal codes, names with accents and hyphens. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'infoCollection.field.state': 'Province or territory',
  'infoCollection.field.zip': 'Postal code',
  'infoCollection.error.firstName.invalid': 'Use letters, hyphens and spaces only, up to 50.',
  'infoCollection.error.lastName.invalid': 'Use letters, hyphens and spaces only, up to 50.',
  'infoCollection.error.city.invalid': 'Use 2 to 50 letters, numbers, spaces and ’ - . only.',
  'infoCollection.error.state.required': 'Choose your province or territory.',
  'infoCollection.error.state.invalid': 'Choose your province or territory.',
  'infoCollection.error.zip.required': 'Enter your postal code.',
  'infoCollection.error.zip.invalid': 'Enter a postal code like K1A 0B1.',
};
