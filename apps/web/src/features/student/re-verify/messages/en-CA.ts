import { messages as enUS } from './en-US.ts';

/** Canadian English: the same words, with Canadian examples of a school address. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'reverify.step.email.hint': 'For example, name@university.ca',
  'reverify.step.email.invalid': 'Enter an email address, like name@university.ca.',
};
