import type { Locale } from '@orbit/domain';

/** One message in one language: a subject (email), paragraphs, maybe a link, and the text-message form. */
export type MessageText = {
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  /** The text-message version, for templates that also go by SMS. */
  sms?: string;
};

export type Localized<P> = Record<Locale, (params: P) => MessageText>;
