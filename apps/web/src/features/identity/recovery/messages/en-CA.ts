import { messages as enUS } from './en-US.ts';

/** Canadian English: Canadian examples, and last names that may have accents, hyphens, spaces. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'identity.recovery.phone.hint': '10 digits, for example 416-555-0142.',
  'identity.recovery.phone.invalid': 'Enter a 10-digit mobile number, for example 416-555-0142.',
  'identity.recovery.lastName.invalid':
    'Enter your last name using letters, hyphens and spaces only.',
};
