import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'checkout.existing.trialVerify':
    'To subscribe, we’ll confirm it’s your account with your last name, phone number and postal code.',
};
