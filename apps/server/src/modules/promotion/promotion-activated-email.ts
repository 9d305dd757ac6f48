import type { Locale } from '@orbit/domain';
import type { Localized } from '../identity/index.ts';

export type PromotionActivatedParams = {
  firstName: string;
  packageName: string;
  radioIdLastFour: string;
  freeUntil: Date;
  /**
   * The email already signs in to Orbit: the account was made without a sign-in (ADR 025: the
   * answer never says so; only the mailbox's owner learns it here).
   */
  emailHasSignIn: boolean;
};

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: PromotionActivatedParams) => ({
    subject: 'Your Orbit Radio is activated',
    paragraphs: [
      `Hi ${p.firstName}, your radio ending in ${p.radioIdLastFour} now plays ${p.packageName}.`,
      `It is free until ${day(p.freeUntil, locale)}. Nothing is charged and it does not renew by itself.`,
      p.emailHasSignIn
        ? 'This email address already signs in to Orbit Radio, so no new sign-in was made: sign in as usual and call Customer Care to see this radio with your other subscriptions.'
        : 'Sign in with this email address and the password you chose to manage your radio.',
    ],
  });
}

/** The email of a zero-cost activation (flows §4.3), in the account's language. */
export const PROMOTION_ACTIVATED: { name: string; text: Localized<PromotionActivatedParams> } = {
  name: 'promotion-activated',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Votre radio Orbit est activée',
      paragraphs: [
        `Bonjour ${p.firstName}, votre radio se terminant par ${p.radioIdLastFour} joue maintenant ${p.packageName}.`,
        `C’est gratuit jusqu’au ${day(p.freeUntil, 'fr-CA')}. Rien n’est facturé et le service ne se renouvelle pas de lui-même.`,
        p.emailHasSignIn
          ? 'Cette adresse courriel sert déjà à vous connecter à Orbit Radio; aucune nouvelle connexion n’a été créée : connectez-vous comme d’habitude et appelez notre service à la clientèle pour voir cette radio avec vos autres abonnements.'
          : 'Connectez-vous avec cette adresse courriel et le mot de passe choisi pour gérer votre radio.',
      ],
    }),
  },
};
