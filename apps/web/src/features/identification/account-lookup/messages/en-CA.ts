import { messages as enUS } from './en-US.ts';

/** Canadian English: postal codes, licence plates. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'lookup.info.lead':
    'Use the details on your account: the name, email, phone and postal code you gave us.',
  'lookup.car.lead': 'Use your vehicle’s VIN, or its licence plate.',
  'lookup.field.zipCode': 'Postal code',
  'lookup.error.firstName.invalid': 'Enter your first name with letters, hyphens or spaces.',
  'lookup.error.lastName.invalid': 'Enter your last name with letters, hyphens or spaces.',
  'lookup.error.zipCode.required': 'Enter your postal code.',
  'lookup.error.zipCode.invalid': 'Enter a postal code like K1A 0B1.',
  'rflz.byPlate': 'Search by licence plate',
};
