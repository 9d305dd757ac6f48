import type { Localized } from '../identity/index.ts';

type CreatePasswordParams = { href: string; days: number; planName: string };
type AlreadySignedUpParams = { href: string };

const englishCreatePassword = ({ href, days, planName }: CreatePasswordParams) => ({
  subject: 'Create your Orbit Radio password to start listening',
  paragraphs: [
    `Your ${days}-day free listen of ${planName} is ready. No card is needed.`,
    'Create your password to start streaming on the web and in the app. The link works once and expires in 7 days.',
    "If you didn't ask for it, you can ignore this message.",
  ],
  link: { href, label: 'Create your password' },
});

/** The free-listen prospect's "create your password" message (flows §8.5 free-listen). */
export const PROSPECT_CREATE_PASSWORD: Localized<CreatePasswordParams> = {
  'en-US': englishCreatePassword,
  'en-CA': englishCreatePassword,
  'fr-CA': ({ href, days, planName }) => ({
    subject: 'Créez votre mot de passe Orbit Radio pour commencer l’écoute',
    paragraphs: [
      `Votre écoute gratuite de ${days} jours de ${planName} est prête. Aucune carte n’est requise.`,
      'Créez votre mot de passe pour écouter sur le Web et dans l’application. Le lien ne sert qu’une fois et expire dans 7 jours.',
      'Si vous ne l’avez pas demandé, ignorez ce message.',
    ],
    link: { href, label: 'Créer votre mot de passe' },
  }),
};

const englishAlreadySignedUp = ({ href }: AlreadySignedUpParams) => ({
  subject: 'You already have an Orbit Radio login',
  paragraphs: [
    'Someone asked for a free listen with this email, which already has an Orbit Radio login.',
    'Sign in to listen. If you forgot your password, you can reset it from the sign-in page.',
    "If you didn't ask for it, you can ignore this message.",
  ],
  link: { href, label: 'Sign in' },
});

/**
 * Sent instead when the email already signs in (ADR 025): the page answers the same either way,
 * so only the owner of the inbox learns the email is in use.
 */
export const PROSPECT_ALREADY_SIGNED_UP: Localized<AlreadySignedUpParams> = {
  'en-US': englishAlreadySignedUp,
  'en-CA': englishAlreadySignedUp,
  'fr-CA': ({ href }) => ({
    subject: 'Vous avez déjà un compte Orbit Radio',
    paragraphs: [
      'Quelqu’un a demandé une écoute gratuite avec ce courriel, qui sert déjà à se connecter à Orbit Radio.',
      'Connectez-vous pour écouter. Si vous avez oublié votre mot de passe, réinitialisez-le depuis la page de connexion.',
      'Si vous ne l’avez pas demandé, ignorez ce message.',
    ],
    link: { href, label: 'Se connecter' },
  }),
};

export const PROSPECT_TEMPLATES = {
  createPassword: { name: 'streaming-prospect-create-password', text: PROSPECT_CREATE_PASSWORD },
  alreadySignedUp: {
    name: 'streaming-prospect-already-signed-up',
    text: PROSPECT_ALREADY_SIGNED_UP,
  },
} as const;
