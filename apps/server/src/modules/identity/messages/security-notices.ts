import type { Localized } from './message-text.ts';

/**
 * Notices sent after a credential changes, so that the owner learns of a change they did not
 * make. They carry no secret and no link that acts.
 */

type NoParams = Record<string, never>;

const EN_NOT_YOU_US =
  "If this wasn't you, reset your password right away and contact Customer Care.";
const EN_NOT_YOU_CA =
  "If this wasn't you, reset your password right away and contact our Customer Care centre.";
const FR_NOT_YOU =
  'Si ce n’est pas vous, réinitialisez votre mot de passe sans tarder et communiquez avec notre service à la clientèle.';

export const PASSWORD_CHANGED: Localized<NoParams> = {
  'en-US': () => ({
    subject: 'Your Orbit Radio password was changed',
    paragraphs: ['The password of your Orbit Radio login was just changed.', EN_NOT_YOU_US],
  }),
  'en-CA': () => ({
    subject: 'Your Orbit Radio password was changed',
    paragraphs: ['The password of your Orbit Radio login was just changed.', EN_NOT_YOU_CA],
  }),
  'fr-CA': () => ({
    subject: 'Votre mot de passe Orbit Radio a été modifié',
    paragraphs: ['Le mot de passe de votre compte Orbit Radio vient d’être modifié.', FR_NOT_YOU],
  }),
};

type HandleParams = { handle: string };

export const HANDLE_CHANGED: Localized<HandleParams> = {
  'en-US': ({ handle }) => ({
    subject: 'Your Orbit Radio sign-in details were changed',
    paragraphs: [`From now on you sign in to Orbit Radio with: ${handle}`, EN_NOT_YOU_US],
  }),
  'en-CA': ({ handle }) => ({
    subject: 'Your Orbit Radio sign-in details were changed',
    paragraphs: [`From now on you sign in to Orbit Radio with: ${handle}`, EN_NOT_YOU_CA],
  }),
  'fr-CA': ({ handle }) => ({
    subject: 'Vos informations de connexion Orbit Radio ont été modifiées',
    paragraphs: [`Dorénavant, vous vous connectez à Orbit Radio avec : ${handle}`, FR_NOT_YOU],
  }),
};

type PhoneParams = { lastFour: string };

export const PHONE_CHANGED: Localized<PhoneParams> = {
  'en-US': ({ lastFour }) => ({
    subject: 'Your Orbit Radio phone number was changed',
    paragraphs: [
      `The phone number of your Orbit Radio login now ends in ${lastFour}.`,
      EN_NOT_YOU_US,
    ],
  }),
  'en-CA': ({ lastFour }) => ({
    subject: 'Your Orbit Radio phone number was changed',
    paragraphs: [
      `The phone number of your Orbit Radio login now ends in ${lastFour}.`,
      EN_NOT_YOU_CA,
    ],
  }),
  'fr-CA': ({ lastFour }) => ({
    subject: 'Votre numéro de téléphone Orbit Radio a été modifié',
    paragraphs: [
      `Le numéro de téléphone de votre compte Orbit Radio se termine maintenant par ${lastFour}.`,
      FR_NOT_YOU,
    ],
  }),
};

const englishDeleted = () => ({
  subject: 'Your Orbit Radio login was deleted',
  paragraphs: [
    'Your Orbit Radio login and its sign-in details were deleted, and you were signed out everywhere.',
    'Thank you for listening. You are welcome back any time.',
  ],
});

export const IDENTITY_DELETED: Localized<NoParams> = {
  'en-US': englishDeleted,
  'en-CA': englishDeleted,
  'fr-CA': () => ({
    subject: 'Votre compte Orbit Radio a été supprimé',
    paragraphs: [
      'Votre compte Orbit Radio et ses informations de connexion ont été supprimés, et vous avez été déconnecté de tous vos appareils.',
      'Merci de nous avoir écoutés. Vous êtes le bienvenu en tout temps.',
    ],
  }),
};
