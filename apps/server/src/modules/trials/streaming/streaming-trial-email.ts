import type { Locale } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type StreamingTrialStartedParams = {
  firstName: string;
  packageName: string;
  endsOn: Date;
};

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: StreamingTrialStartedParams) => ({
    subject: 'Your Orbit Radio streaming trial has started',
    paragraphs: [
      `Hi ${p.firstName}, your ${p.packageName} streaming trial has started: sign in to the app with your email and password to listen.`,
      `Your trial runs until ${day(p.endsOn, locale)}. Nothing is charged and it ends by itself.`,
      'To keep listening after that, choose a plan any time before your trial ends: sign in to your account, or call Customer Care.',
    ],
  });
}

/** The email a started streaming trial sends (flows §3.6 confirmation), in the account's language. */
export const STREAMING_TRIAL_STARTED: {
  name: string;
  text: Localized<StreamingTrialStartedParams>;
} = {
  name: 'streaming-trial-started',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre essai de diffusion en continu Orbit Radio a commencé',
      paragraphs: [
        `Bonjour ${p.firstName}, votre essai ${p.packageName} a commencé : connectez-vous à l’application avec votre courriel et votre mot de passe pour écouter.`,
        `Votre essai se termine le ${day(p.endsOn, 'fr-CA')}. Rien n’est facturé et il prend fin de lui-même.`,
        'Pour continuer à écouter ensuite, choisissez un forfait avant la fin de votre essai : connectez-vous à votre compte ou appelez notre service à la clientèle.',
      ],
    }),
  },
};
