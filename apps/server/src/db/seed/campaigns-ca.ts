import type { CampaignCopy, CampaignSeed } from './campaign-copy.ts';
import { ART } from './campaign-images.ts';

const streamingEn: CampaignCopy = {
  salesHero: {
    title: 'Orbit streaming, made for Canada',
    subtitle:
      'Music, hockey, news and comedy wherever you are: on your phone, on the web and on your smart speaker.',
    image: { url: ART.streaming, alt: 'A listener on a snowy evening, headphones on' },
  },
  bullets: [
    'Ad-free music channels, including Canadian artists around the clock',
    'Live hockey and the biggest games of the season',
    'Listen in English or in French',
    'Cancel online anytime',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_STREAMING_ESSENTIAL',
      title: 'Streaming Essential',
      items: ['Ad-free music channels', 'News and talk', 'Listen in the app and on the web'],
    },
    {
      packageId: 'SXM_STREAMING_PLATINUM',
      title: 'Streaming Platinum',
      items: ['Everything in Essential', 'Live hockey play-by-play', 'Comedy and exclusive shows'],
    },
  ],
  listeningOptions: [
    { icon: 'phone', label: 'Phone' },
    { icon: 'web', label: 'Web' },
    { icon: 'smart-speaker', label: 'Smart speakers' },
    { icon: 'tv', label: 'TV' },
  ],
  deals: [],
  confirmationHero: {
    title: "You're all set. Start listening!",
    body: 'Your Orbit streaming subscription is active. Sign in to the Orbit app with your email and password to start listening.',
    image: { url: ART.confirmation, alt: 'Headphones resting on a desk at night' },
  },
  legal:
    'Offer for new subscribers only. After the promotional period your subscription renews automatically at the then-current rate, plus applicable taxes, until you cancel. Prices in Canadian dollars. See the Orbit Customer Agreement for complete terms.',
};

const streamingFr: CampaignCopy = {
  salesHero: {
    title: 'Orbit en diffusion continue, pensé pour le Canada',
    subtitle:
      'Musique, hockey, nouvelles et humour où que vous soyez : sur votre téléphone, sur le Web et sur votre haut-parleur intelligent.',
    image: {
      url: ART.streaming,
      alt: "Une auditrice, casque d'écoute sur la tête, par un soir de neige",
    },
  },
  bullets: [
    "Des chaînes de musique sans publicité, dont des artistes d'ici jour et nuit",
    'Le hockey en direct et les grands matchs de la saison',
    'Écoutez en français ou en anglais',
    'Annulez en ligne en tout temps',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_STREAMING_ESSENTIAL',
      title: 'Essentiel – diffusion en continu',
      items: [
        'Chaînes de musique sans publicité',
        'Nouvelles et émissions-débats',
        "Écoute dans l'appli et sur le Web",
      ],
    },
    {
      packageId: 'SXM_STREAMING_PLATINUM',
      title: 'Platine – diffusion en continu',
      items: [
        "Tout le contenu d'Essentiel",
        'La description des matchs de hockey en direct',
        'Humour et émissions exclusives',
      ],
    },
  ],
  listeningOptions: [
    { icon: 'phone', label: 'Téléphone' },
    { icon: 'web', label: 'Web' },
    { icon: 'smart-speaker', label: 'Haut-parleurs intelligents' },
    { icon: 'tv', label: 'Télé' },
  ],
  deals: [],
  confirmationHero: {
    title: 'Tout est prêt. Bonne écoute!',
    body: "Votre abonnement Orbit en diffusion continue est actif. Connectez-vous à l'appli Orbit avec votre courriel et votre mot de passe pour commencer à écouter.",
    image: { url: ART.confirmation, alt: "Un casque d'écoute posé sur un bureau, le soir" },
  },
  legal:
    "Offre réservée aux nouveaux abonnés. À la fin de la période promotionnelle, votre abonnement se renouvelle automatiquement au tarif alors en vigueur, plus les taxes applicables, jusqu'à ce que vous l'annuliez. Prix en dollars canadiens. Consultez l'Entente client d'Orbit pour connaître toutes les modalités.",
};

const satelliteEn: CampaignCopy = {
  salesHero: {
    title: 'Orbit in your car, from coast to coast to coast',
    subtitle: 'Ad-free music, live hockey and the news you trust, even on the longest drive.',
    image: { url: ART.satellite, alt: 'A car on a northern highway under the aurora' },
  },
  bullets: [
    'Coverage across Canada, long after local stations fade out',
    'Ad-free music channels for every taste',
    'Live hockey, news and comedy in English and in French',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_ALL_ACCESS',
      title: 'All Access',
      items: ['Every channel in your car', 'Live hockey play-by-play', 'The Orbit app included'],
    },
    {
      packageId: 'SXM_MUSIC_SHOWCASE',
      title: 'Music Showcase',
      items: ['Ad-free music channels', 'From the top 40 to classical'],
    },
    {
      packageId: 'SXM_PLATINUM_AUD_VIP',
      title: 'Platinum VIP',
      items: ['Platinum on two radios', 'Priority listener care'],
    },
  ],
  listeningOptions: [
    { icon: 'car', label: 'Car' },
    { icon: 'phone', label: 'Phone' },
    { icon: 'home', label: 'Home' },
  ],
  deals: [],
  confirmationHero: null,
  legal:
    'Offer for new subscribers only. After the promotional period your subscription renews automatically at the then-current rate, plus applicable taxes, until you cancel. Prices in Canadian dollars. See the Orbit Customer Agreement for complete terms.',
};

const satelliteFr: CampaignCopy = {
  salesHero: {
    title: "Orbit dans votre voiture, d'un océan à l'autre",
    subtitle:
      "De la musique sans publicité, le hockey en direct et l'information qui compte, même sur les plus longs trajets.",
    image: { url: ART.satellite, alt: 'Une voiture sur une route du Nord sous une aurore boréale' },
  },
  bullets: [
    "Une couverture partout au Canada, bien après que les stations locales s'estompent",
    'Des chaînes de musique sans publicité pour tous les goûts',
    'Hockey en direct, nouvelles et humour, en français et en anglais',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_ALL_ACCESS',
      title: 'Accès intégral',
      items: [
        'Toutes les chaînes dans votre voiture',
        'La description des matchs de hockey en direct',
        "L'appli Orbit incluse",
      ],
    },
    {
      packageId: 'SXM_MUSIC_SHOWCASE',
      title: 'Vitrine musicale',
      items: ['Chaînes de musique sans publicité', 'Des grands succès au classique'],
    },
    {
      packageId: 'SXM_PLATINUM_AUD_VIP',
      title: 'Platine VIP',
      items: ['Platine sur deux radios', 'Service à la clientèle prioritaire'],
    },
  ],
  listeningOptions: [
    { icon: 'car', label: 'Voiture' },
    { icon: 'phone', label: 'Téléphone' },
    { icon: 'home', label: 'Maison' },
  ],
  deals: [],
  confirmationHero: null,
  legal:
    "Offre réservée aux nouveaux abonnés. À la fin de la période promotionnelle, votre abonnement se renouvelle automatiquement au tarif alors en vigueur, plus les taxes applicables, jusqu'à ce que vous l'annuliez. Prix en dollars canadiens. Consultez l'Entente client d'Orbit pour connaître toutes les modalités.",
};

const retentionEn: CampaignCopy = {
  salesHero: {
    title: 'Before you go…',
    subtitle: 'Stay with Orbit for less: here is an offer for you.',
    image: { url: ART.retention, alt: 'A crescent moon over a quiet city' },
  },
  bullets: ['Keep every channel you listen to', 'Your favourites and presets stay as they are'],
  packageHighlights: [],
  listeningOptions: [],
  deals: [],
  confirmationHero: null,
  legal:
    'After the offer period your subscription renews at the then-current rate, plus applicable taxes, until you cancel.',
};

const retentionFr: CampaignCopy = {
  salesHero: {
    title: 'Avant de partir…',
    subtitle: 'Restez avec Orbit à meilleur prix : voici une offre pour vous.',
    image: { url: ART.retention, alt: "Un croissant de lune au-dessus d'une ville tranquille" },
  },
  bullets: [
    'Gardez toutes les chaînes que vous écoutez',
    'Vos favoris et vos préréglages restent intacts',
  ],
  packageHighlights: [],
  listeningOptions: [],
  deals: [],
  confirmationHero: null,
  legal:
    "À la fin de la période de l'offre, votre abonnement se renouvelle au tarif alors en vigueur, plus les taxes applicables, jusqu'à ce que vous l'annuliez.",
};

/** Canadian campaigns: en-CA and fr-CA; en-US (never served on the Canadian site) reads en-CA. */
export const CA_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    id: 'ca_streaming_organic',
    country: 'ca',
    kind: 'sales',
    content: { 'en-US': streamingEn, 'en-CA': streamingEn, 'fr-CA': streamingFr },
  },
  {
    id: 'ca_satellite_organic',
    country: 'ca',
    kind: 'sales',
    content: { 'en-US': satelliteEn, 'en-CA': satelliteEn, 'fr-CA': satelliteFr },
  },
  {
    id: 'ca_retention',
    country: 'ca',
    kind: 'sales',
    content: { 'en-US': retentionEn, 'en-CA': retentionEn, 'fr-CA': retentionFr },
  },
];
