import { messages as enUS } from './en-US.ts';

/** Canadian English: American English with Canadian words. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'onboarding.find.tabs.plate': 'Licence plate',
  'onboarding.find.info.lead': 'Use the name, email, phone and postal code on your account.',
};
