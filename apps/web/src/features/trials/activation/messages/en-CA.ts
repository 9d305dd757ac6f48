import { messages as enUS } from './en-US.ts';

/** Canadian English: American English with Canadian spelling. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'activation.start.newCar.body':
    'Find your radio by its radio ID, your VIN or your licence plate.',
};
