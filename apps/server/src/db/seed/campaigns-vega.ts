import type { CampaignCopy, CampaignSeed } from './campaign-copy.ts';
import { ART } from './campaign-images.ts';
import { canadian } from './campaigns-us.ts';

/**
 * The Vega checkout's campaign (`…/satellite/vega`, flag enableVegaCheckout, program code VEGA):
 * Platinum VIP on two radios at an introductory price. Its confirmation page falls back to
 * `default_conf_campaign`.
 */

const vegaEn: CampaignCopy = {
  salesHero: {
    title: 'The Vega bundle: Platinum VIP on two radios',
    subtitle:
      'Platinum in your car and on a second radio — the truck, the boat or the kitchen — on one plan for $24.99/month for 12 months.',
    image: { url: ART.vega, alt: 'Two cars side by side under a starry sky' },
  },
  bullets: [
    'Platinum on two radios, on one account and one bill',
    'Every channel on both, with ad-free music and live play-by-play',
    'Video of select shows and exclusive concerts in the Orbit app',
    'Priority listener care',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_PLATINUM_AUD_VIP',
      title: 'Platinum VIP',
      items: [
        'Everything in Platinum, on two radios',
        'The Orbit app included',
        'Priority listener care',
      ],
    },
  ],
  listeningOptions: [
    { icon: 'car', label: 'Car' },
    { icon: 'home', label: 'Home' },
    { icon: 'phone', label: 'Phone' },
  ],
  deals: [],
  confirmationHero: null,
  legal:
    'Offer for new subscribers only. Platinum VIP covers two radios on one account: $24.99/month for 12 months, then $34.99/month. A one-time $15 activation fee applies. After the promotional period your subscription renews automatically at the then-current rate, plus the music royalty fee, fees and taxes, until you cancel. See the Orbit Customer Agreement for complete terms.',
};

const vegaFr: CampaignCopy = {
  salesHero: {
    title: "L'ensemble Vega : Platine VIP sur deux radios",
    subtitle:
      'Platine dans votre voiture et sur une deuxième radio — le camion, le bateau ou la cuisine — dans un seul forfait à 24,99 $ par mois pendant 12 mois.',
    image: { url: ART.vega, alt: 'Deux voitures côte à côte sous un ciel étoilé' },
  },
  bullets: [
    'Platine sur deux radios, dans un seul compte et sur une seule facture',
    'Toutes les chaînes sur les deux radios, avec de la musique sans publicité et les matchs en direct',
    "Vidéos de certaines émissions et concerts exclusifs dans l'appli Orbit",
    'Service à la clientèle prioritaire',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_PLATINUM_AUD_VIP',
      title: 'Platine VIP',
      items: [
        'Tout le contenu de Platine, sur deux radios',
        "L'appli Orbit incluse",
        'Service à la clientèle prioritaire',
      ],
    },
  ],
  listeningOptions: [
    { icon: 'car', label: 'Voiture' },
    { icon: 'home', label: 'Maison' },
    { icon: 'phone', label: 'Téléphone' },
  ],
  deals: [],
  confirmationHero: null,
  legal:
    "Offre réservée aux nouveaux abonnés. Platine VIP couvre deux radios dans un même compte : 24,99 $ par mois pendant 12 mois, puis 34,99 $ par mois. Des frais d'activation uniques de 15 $ s'appliquent. À la fin de la période promotionnelle, votre abonnement se renouvelle automatiquement au tarif alors en vigueur, plus les redevances musicales, frais et taxes applicables, jusqu'à ce que vous l'annuliez. Consultez l'Entente client d'Orbit pour connaître toutes les modalités.",
};

export const VEGA_CAMPAIGN: CampaignSeed = {
  id: 'us_vega',
  country: 'us',
  kind: 'sales',
  content: { 'en-US': vegaEn, 'en-CA': canadian(vegaEn), 'fr-CA': vegaFr },
};
