import { messages as enUS } from './en-US.ts';

/** Canadian English: the same words, with Canadian spelling where it differs. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'subscription.change.preview.timing.NOW':
    'The change happens today, {date}. The charge below already deducts the credit for your current plan.',
};
