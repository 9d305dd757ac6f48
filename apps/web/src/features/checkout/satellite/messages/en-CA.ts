import { messages as enUS } from './en-US.ts';

/** Canadian English: postal codes and provinces are named by the checkout's own messages. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'satellite.thanks.signInBody':
    'Manage your subscription, see your bills and stream Orbit Radio with a sign-in of your own.',
};
