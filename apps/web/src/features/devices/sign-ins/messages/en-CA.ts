import { messages as enUS } from './en-US.ts';

/** Canadian English: the US text with Canadian spelling. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'signIns.lead':
    'Everything that can use your Orbit Radio sign-in: devices you connected, services you linked, your passkeys and the browsers signed in. Remove anything you don’t recognise; it stops working at once.',
};
