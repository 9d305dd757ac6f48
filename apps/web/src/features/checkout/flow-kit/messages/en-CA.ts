import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'checkout.paymentInt.body':
    'Your card is charged today for your first billing period. You can cancel online any time.',
  'checkout.paymentInt.bodyTrial':
    'You won’t be charged until your free months end. You can cancel online any time before then.',
};
