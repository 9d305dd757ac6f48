import { messages as enUS } from './en-US.ts';

/** Canadian English: the US text (no spelling differs here). */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'passkey.error.notFound':
    'We don’t recognise this passkey. Sign in another way, then create a new one.',
};
