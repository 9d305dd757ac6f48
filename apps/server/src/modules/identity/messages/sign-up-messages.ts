import type { Localized } from './message-text.ts';

/**
 * What the owner of an email gets when someone signs up with it (ADR 025). The sign-up answer is
 * the same as for a new email, so this message is the only place that says the email already
 * has a login; it carries a sign-in code, which only the inbox's owner can read.
 */

type AttemptParams = { code: string; minutes: number };

const english =
  (careCentre: string) =>
  ({ code, minutes }: AttemptParams) => ({
    subject: 'Someone tried to sign up with your email',
    paragraphs: [
      'Someone (maybe you) just tried to create an Orbit Radio login with this email. You already have one, so nothing new was created.',
      `If it was you, sign in instead: use code ${code} on the sign-up page within ${minutes} minutes, or sign in with your password. Forgot it? Choose "Forgot password" on the sign-in page.`,
      `If it wasn't you, you can ignore this message: your login is unchanged. Never share the code: Orbit Radio will never ask you for it. Questions? Contact ${careCentre}.`,
    ],
  });

export const SIGN_UP_ATTEMPT: Localized<AttemptParams> = {
  'en-US': english('Customer Care'),
  'en-CA': english('our Customer Care centre'),
  'fr-CA': ({ code, minutes }) => ({
    subject: 'Quelqu’un a tenté de s’inscrire avec votre courriel',
    paragraphs: [
      'Quelqu’un (peut-être vous) vient d’essayer de créer un compte Orbit Radio avec ce courriel. Vous en avez déjà un : rien de nouveau n’a été créé.',
      `Si c’était vous, connectez-vous plutôt : entrez le code ${code} sur la page d’inscription d’ici ${minutes} minutes, ou connectez-vous avec votre mot de passe. Vous l’avez oublié? Choisissez « Mot de passe oublié » sur la page de connexion.`,
      `Si ce n’était pas vous, ignorez ce message : votre compte ne change pas. Ne communiquez jamais le code : Orbit Radio ne vous le demandera jamais. Des questions? Communiquez avec notre service à la clientèle.`,
    ],
  }),
};
