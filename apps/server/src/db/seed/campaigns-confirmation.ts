import {
  CA_DEFAULT_CONFIRMATION_CAMPAIGN_ID,
  DEFAULT_CONFIRMATION_CAMPAIGN_ID,
} from '@orbit/domain';
import { type CampaignCopy, type CampaignSeed, NO_SALES } from './campaign-copy.ts';
import { ART } from './campaign-images.ts';

const image = (alt: string) => ({ url: ART.confirmation, alt });

const usEn: CampaignCopy = {
  ...NO_SALES,
  listeningOptions: [
    { icon: 'car', label: 'Car' },
    { icon: 'phone', label: 'Phone' },
    { icon: 'home', label: 'Home' },
  ],
  confirmationHero: {
    title: 'Thanks for choosing Orbit!',
    body: 'Your radio should start playing within a few minutes. Keep it on and tuned to channel 1 until your channels appear. Your receipt is on its way to your inbox.',
    image: image('A radio glowing on a car dashboard at dusk'),
  },
};

const caEn: CampaignCopy = { ...usEn };

const caFr: CampaignCopy = {
  ...NO_SALES,
  listeningOptions: [
    { icon: 'car', label: 'Voiture' },
    { icon: 'phone', label: 'Téléphone' },
    { icon: 'home', label: 'Maison' },
  ],
  confirmationHero: {
    title: "Merci d'avoir choisi Orbit!",
    body: "Votre radio devrait commencer à jouer d'ici quelques minutes. Laissez-la allumée et syntonisée à la chaîne 1 jusqu'à ce que vos chaînes apparaissent. Votre reçu s'en vient dans votre boîte de réception.",
    image: image('Une radio allumée sur le tableau de bord, au crépuscule'),
  },
};

/** The confirmation pages' fallbacks (spec 000 §2): the US one, and Canada's. */
export const CONFIRMATION_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    id: DEFAULT_CONFIRMATION_CAMPAIGN_ID,
    country: 'us',
    kind: 'confirmation',
    content: { 'en-US': usEn, 'en-CA': caEn, 'fr-CA': caFr },
  },
  {
    id: CA_DEFAULT_CONFIRMATION_CAMPAIGN_ID,
    country: 'ca',
    kind: 'confirmation',
    content: { 'en-US': caEn, 'en-CA': caEn, 'fr-CA': caFr },
  },
];
