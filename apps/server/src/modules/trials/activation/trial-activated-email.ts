import type { Locale } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type TrialActivatedParams = {
  firstName: string;
  packageName: string;
  radioIdLastFour: string;
  /** "2024 Toyota Camry", when the radio's car is known. */
  vehicleName: string | null;
  endsOn: Date;
  /**
   * The email already signs in to Orbit: the account was made without a sign-in, and the
   * customer may add it to theirs by signing in from the thanks page (ADR 025: the answer never
   * says the email is in use; only its owner's mailbox learns it).
   */
  emailHasSignIn: boolean;
};

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: TrialActivatedParams) => ({
    subject: 'Your Orbit Radio trial is active',
    paragraphs: [
      `Hi ${p.firstName}, your ${p.packageName} trial is active.`,
      p.vehicleName
        ? `It plays on the radio ending in ${p.radioIdLastFour} in your ${p.vehicleName}.`
        : `It plays on the radio ending in ${p.radioIdLastFour}.`,
      `Your trial runs until ${day(p.endsOn, locale)}. Nothing is charged and it does not renew by itself.`,
      'To keep listening after that, choose a plan any time before your trial ends: sign in to your account, or call Customer Care.',
      ...(p.emailHasSignIn
        ? [
            'This email address already signs in to Orbit Radio. To see this trial with your other subscriptions, sign in from the activation’s thanks page and add it to your account.',
          ]
        : []),
    ],
  });
}

/** The email a claimed trial sends (flows §3.2 thanks), in the account's language. */
export const TRIAL_ACTIVATED: { name: string; text: Localized<TrialActivatedParams> } = {
  name: 'trial-activated',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre essai Orbit Radio est activé',
      paragraphs: [
        `Bonjour ${p.firstName}, votre essai ${p.packageName} est activé.`,
        p.vehicleName
          ? `Il joue sur la radio se terminant par ${p.radioIdLastFour} de votre ${p.vehicleName}.`
          : `Il joue sur la radio se terminant par ${p.radioIdLastFour}.`,
        `Votre essai se termine le ${day(p.endsOn, 'fr-CA')}. Rien n’est facturé et il ne se renouvelle pas de lui-même.`,
        'Pour continuer à écouter ensuite, choisissez un forfait avant la fin de votre essai : connectez-vous à votre compte ou appelez notre service à la clientèle.',
        ...(p.emailHasSignIn
          ? [
              'Cette adresse courriel sert déjà à vous connecter à Orbit Radio. Pour voir cet essai avec vos autres abonnements, connectez-vous à partir de la page de remerciement de l’activation et ajoutez-le à votre compte.',
            ]
          : []),
      ],
    }),
  },
};
