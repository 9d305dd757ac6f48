import { messages as enUS } from './en-US.ts';

/** Canadian English: a postal code, not a ZIP code. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'trial.information.lead': 'We need your name, postal code and phone number to set up your trial.',
};
