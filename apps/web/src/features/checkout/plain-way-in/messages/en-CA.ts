import { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
};
