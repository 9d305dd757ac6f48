import { messages as enUS } from './en-US.ts';

/** Canadian English: the US text reads the same. */
export const messages: Record<keyof typeof enUS, string> = { ...enUS };
