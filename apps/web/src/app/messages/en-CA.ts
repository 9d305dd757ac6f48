import { messages as enUS } from './en-US.ts';

/** Canadian English: the US text with Canadian spelling and usage where they differ. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'route.doNotCall.title': 'Do-not-call registration',
};
