import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'identity.credentials.phoneHint': '10 digits, for example 416-555-0142.',
};
