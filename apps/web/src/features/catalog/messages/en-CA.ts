import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'catalog.offer.then':
    'Then {period, select, year {{price}/yr} other {{price}/mo}}. Cancel online any time.',
};
