import { messages as enUS } from './en-US.ts';

/** Canadian English: the same words. */
export const messages: Record<keyof typeof enUS, string> = { ...enUS };
