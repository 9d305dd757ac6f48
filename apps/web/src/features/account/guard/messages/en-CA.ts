import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'account.unavailable.body':
    'Try again in a moment. If it still doesn’t show, look up your account with your name, email, phone number and postal code.',
};
