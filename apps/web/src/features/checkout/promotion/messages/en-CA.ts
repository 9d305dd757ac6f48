import { messages as enUS } from './en-US.ts';

/** Canadian English: the American wording fits. */
export const messages: Record<keyof typeof enUS, string> = { ...enUS };
