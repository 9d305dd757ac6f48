import type { Locale } from '@orbit/domain';
import type { Localized } from '../../identity/index.ts';

export type AcscLinkOfferParams = {
  firstName: string;
  /** The new car's radio, just activated with its trial. */
  trialRadioIdLastFour: string;
  /** "2024 Toyota Camry", when the new car is known. */
  vehicleName: string | null;
  /** The plan the customer pays for today, and the radio it plays on. */
  planName: string;
  selfPayRadioIdLastFour: string;
  trialEndsOn: Date;
  /** The ACSC link (`/transfer/radio?token=…`) on the account's market site. */
  href: string;
};

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

function english(locale: 'en-US' | 'en-CA') {
  return (p: AcscLinkOfferParams) => ({
    subject: 'Take your Orbit Radio plan to your new car',
    paragraphs: [
      p.vehicleName
        ? `Hi ${p.firstName}, the trial on the radio ending in ${p.trialRadioIdLastFour} in your ${p.vehicleName} is active until ${day(p.trialEndsOn, locale)}.`
        : `Hi ${p.firstName}, the trial on the radio ending in ${p.trialRadioIdLastFour} is active until ${day(p.trialEndsOn, locale)}.`,
      `You already pay for ${p.planName} on your radio ending in ${p.selfPayRadioIdLastFour}. You can move that plan, with what is left of what you paid for, to the new radio, or keep both radios on your account.`,
      'Nothing is charged to move a plan.',
    ],
    link: { href: p.href, label: 'Choose what to do' },
  });
}

/** The ACSC link's email (flows §8.1, ADR 068), in the self-pay account's language. */
export const ACSC_LINK_OFFER: { name: string; text: Localized<AcscLinkOfferParams> } = {
  name: 'acsc-link-offer',
  text: {
    'en-US': english('en-US'),
    'en-CA': english('en-CA'),
    'fr-CA': (p) => ({
      subject: 'Transférez votre forfait Orbit Radio dans votre nouvelle voiture',
      paragraphs: [
        p.vehicleName
          ? `Bonjour ${p.firstName}, l’essai de la radio se terminant par ${p.trialRadioIdLastFour} de votre ${p.vehicleName} est actif jusqu’au ${day(p.trialEndsOn, 'fr-CA')}.`
          : `Bonjour ${p.firstName}, l’essai de la radio se terminant par ${p.trialRadioIdLastFour} est actif jusqu’au ${day(p.trialEndsOn, 'fr-CA')}.`,
        `Vous payez déjà ${p.planName} sur votre radio se terminant par ${p.selfPayRadioIdLastFour}. Vous pouvez transférer ce forfait, avec ce qui reste de la période payée, sur la nouvelle radio, ou garder les deux radios à votre compte.`,
        'Le transfert d’un forfait ne coûte rien.',
      ],
      link: { href: p.href, label: 'Choisir quoi faire' },
    }),
  },
};
