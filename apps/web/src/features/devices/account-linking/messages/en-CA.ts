import { messages as enUS } from './en-US.ts';

/** Canadian English: the US text (no spelling differs here). */
export const messages: Record<keyof typeof enUS, string> = { ...enUS };
