import type { OtpContext } from '@orbit/domain';
import type { Localized } from './message-text.ts';

/**
 * Messages that carry a way in: passcodes, magic links, reset links, username reminders. Each
 * says how long it lasts and what to do if the customer did not ask for it.
 */

type OtpParams = { code: string; minutes: number; context: OtpContext };

const EN_OTP_PURPOSE: Record<OtpContext, string> = {
  SIGN_IN: 'to sign in to Orbit Radio',
  SIGN_UP: 'to finish creating your Orbit Radio login',
  REAUTHENTICATE: 'to confirm it is you before changing your login details',
  VERIFY_CONTACT: 'to verify this contact for your Orbit Radio login',
};

const FR_OTP_PURPOSE: Record<OtpContext, string> = {
  SIGN_IN: 'pour vous connecter à Orbit Radio',
  SIGN_UP: 'pour terminer la création de votre compte Orbit Radio',
  REAUTHENTICATE: 'pour confirmer votre identité avant de modifier vos informations de connexion',
  VERIFY_CONTACT: 'pour confirmer cette coordonnée de votre compte Orbit Radio',
};

const englishOtp = ({ code, minutes, context }: OtpParams) => ({
  subject: 'Your Orbit Radio verification code',
  paragraphs: [
    `Use code ${code} ${EN_OTP_PURPOSE[context]}.`,
    `It expires in ${minutes} minutes and works once. Never share it: Orbit Radio will never ask you for it.`,
    "If you didn't ask for a code, you can ignore this message.",
  ],
  sms: `Orbit Radio: ${code} is your code ${EN_OTP_PURPOSE[context]}. It expires in ${minutes} min. Don't share it.`,
});

export const OTP_CODE: Localized<OtpParams> = {
  'en-US': englishOtp,
  'en-CA': englishOtp,
  'fr-CA': ({ code, minutes, context }) => ({
    subject: 'Votre code de vérification Orbit Radio',
    paragraphs: [
      `Utilisez le code ${code} ${FR_OTP_PURPOSE[context]}.`,
      `Il expire dans ${minutes} minutes et ne peut servir qu’une fois. Ne le communiquez à personne : Orbit Radio ne vous le demandera jamais.`,
      'Si vous n’avez pas demandé de code, ignorez ce message.',
    ],
    sms: `Orbit Radio : votre code ${FR_OTP_PURPOSE[context]} est ${code}. Il expire dans ${minutes} min. Ne le communiquez à personne.`,
  }),
};

type LinkParams = { href: string; minutes: number };

const englishMagicLink = ({ href, minutes }: LinkParams) => ({
  subject: 'Your Orbit Radio sign-in link',
  paragraphs: [
    'Select the button below to sign in to Orbit Radio on this device.',
    `The link works once and expires in ${minutes} minutes. If you didn't ask for it, you can ignore this message.`,
  ],
  link: { href, label: 'Sign in to Orbit Radio' },
});

export const MAGIC_LINK: Localized<LinkParams> = {
  'en-US': englishMagicLink,
  'en-CA': englishMagicLink,
  'fr-CA': ({ href, minutes }) => ({
    subject: 'Votre lien de connexion à Orbit Radio',
    paragraphs: [
      'Sélectionnez le bouton ci-dessous pour vous connecter à Orbit Radio sur cet appareil.',
      `Le lien ne peut servir qu’une fois et expire dans ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
    ],
    link: { href, label: 'Me connecter à Orbit Radio' },
  }),
};

const englishReset = ({ href, minutes }: LinkParams) => ({
  subject: 'Reset your Orbit Radio password',
  paragraphs: [
    'We received a request to reset the password of your Orbit Radio login.',
    `Choose a new password within ${minutes} minutes using the button below. If you didn't ask for this, you can ignore this message: your password stays the same.`,
  ],
  link: { href, label: 'Choose a new password' },
  sms: `Orbit Radio: reset your password within ${minutes} min: ${href}`,
});

export const PASSWORD_RESET: Localized<LinkParams> = {
  'en-US': englishReset,
  'en-CA': englishReset,
  'fr-CA': ({ href, minutes }) => ({
    subject: 'Réinitialisation de votre mot de passe Orbit Radio',
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Orbit Radio.',
      `Choisissez un nouveau mot de passe d’ici ${minutes} minutes à l’aide du bouton ci-dessous. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.`,
    ],
    link: { href, label: 'Choisir un nouveau mot de passe' },
    sms: `Orbit Radio : réinitialisez votre mot de passe d’ici ${minutes} min : ${href}`,
  }),
};

type UsernameParams = { handle: string };

const englishUsername = ({ handle }: UsernameParams) => ({
  subject: 'Your Orbit Radio username',
  paragraphs: [
    `You sign in to Orbit Radio with: ${handle}`,
    "If you didn't ask for this reminder, you can ignore this message.",
  ],
});

export const USERNAME_REMINDER: Localized<UsernameParams> = {
  'en-US': englishUsername,
  'en-CA': englishUsername,
  'fr-CA': ({ handle }) => ({
    subject: 'Votre nom d’utilisateur Orbit Radio',
    paragraphs: [
      `Vous vous connectez à Orbit Radio avec : ${handle}`,
      'Si vous n’avez pas demandé ce rappel, ignorez ce message.',
    ],
  }),
};
