import type { Localized } from '../../identity/index.ts';

export type VehicleLinkEmailParams = {
  href: string;
  /** "2024 Toyota Camry", when the radio's car is known. */
  vehicleName: string | null;
  radioIdLastFour: string;
  hours: number;
};

const vehicleOf = (p: VehicleLinkEmailParams, radioWord: string) =>
  p.vehicleName ?? `${radioWord} ${p.radioIdLastFour}`;

function english(p: VehicleLinkEmailParams) {
  return {
    subject: 'Link your vehicle’s Orbit Radio trial',
    paragraphs: [
      `Open this link to see the Orbit Radio trial of your ${vehicleOf(p, 'radio ending in')} and add it to your sign-in: ${p.href}`,
      `The link works once, for ${p.hours} hours. If you did not ask for it, ignore this email.`,
    ],
  };
}

/** The email request-magic-link sends to the record of sale's address (ADR 055). */
export const VEHICLE_MAGIC_LINK_EMAIL: { name: string; text: Localized<VehicleLinkEmailParams> } = {
  name: 'vehicle-magic-link',
  text: {
    'en-US': english,
    'en-CA': english,
    'fr-CA': (p) => ({
      subject: 'Associez l’essai Orbit Radio de votre véhicule',
      paragraphs: [
        `Ouvrez ce lien pour voir l’essai Orbit Radio de votre ${vehicleOf(p, 'radio se terminant par')} et l’ajouter à votre connexion : ${p.href}`,
        `Le lien fonctionne une seule fois, pendant ${p.hours} heures. Si vous ne l’avez pas demandé, ignorez ce courriel.`,
      ],
    }),
  },
};
