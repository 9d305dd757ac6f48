import type { CampaignCopy, CampaignSeed } from './campaign-copy.ts';
import { ART } from './campaign-images.ts';

const streamingEn: CampaignCopy = {
  salesHero: {
    title: 'Stream everything you love with Orbit',
    subtitle:
      'Music, sports, news and comedy on your phone, your computer and your smart speaker. Cancel online anytime.',
    image: { url: ART.streaming, alt: 'A listener with headphones under a starry sky' },
  },
  bullets: [
    'More than 300 channels, with ad-free music',
    'Live play-by-play from every major league',
    'Listen on your phone, the web, your TV and smart speakers',
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
      items: [
        'Everything in Essential',
        'Live sports play-by-play',
        'Comedy and exclusive shows',
        'Video of select shows',
      ],
    },
  ],
  listeningOptions: [
    { icon: 'phone', label: 'Phone' },
    { icon: 'web', label: 'Web' },
    { icon: 'smart-speaker', label: 'Smart speakers' },
    { icon: 'tv', label: 'TV' },
  ],
  deals: [
    {
      code: 'AMZ_DOT',
      title: 'A smart speaker on us',
      body: 'Choose Streaming Platinum at $5/month and get a smart speaker at no extra cost. Keep your plan for 12 months, or a $50 early termination fee applies.',
    },
  ],
  confirmationHero: {
    title: "You're all set. Start listening!",
    body: 'Your Orbit streaming subscription is active. Sign in to the Orbit app with your email and password to start listening.',
    image: { url: ART.confirmation, alt: 'Headphones resting on a desk at night' },
  },
  legal:
    'Offer for new subscribers only. After the promotional period your subscription renews automatically at the then-current rate, plus applicable fees and taxes, until you cancel. Cancel online or by phone anytime. See the Orbit Customer Agreement for complete terms.',
};

const streamingFr: CampaignCopy = {
  salesHero: {
    title: 'Écoutez tout ce que vous aimez avec Orbit',
    subtitle:
      'Musique, sports, nouvelles et humour sur votre téléphone, votre ordinateur et votre haut-parleur intelligent. Annulez en ligne en tout temps.',
    image: { url: ART.streaming, alt: "Une auditrice avec un casque d'écoute sous un ciel étoilé" },
  },
  bullets: [
    'Plus de 300 chaînes, dont de la musique sans publicité',
    'Les matchs en direct de toutes les grandes ligues',
    'Écoutez sur votre téléphone, le Web, votre télé et vos haut-parleurs intelligents',
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
        'La description des matchs en direct',
        'Humour et émissions exclusives',
        'Vidéos de certaines émissions',
      ],
    },
  ],
  listeningOptions: [
    { icon: 'phone', label: 'Téléphone' },
    { icon: 'web', label: 'Web' },
    { icon: 'smart-speaker', label: 'Haut-parleurs intelligents' },
    { icon: 'tv', label: 'Télé' },
  ],
  deals: [
    {
      code: 'AMZ_DOT',
      title: 'Un haut-parleur intelligent en prime',
      body: "Choisissez Platine – diffusion en continu à 5 $ par mois et recevez un haut-parleur intelligent sans frais supplémentaires. Conservez votre forfait 12 mois, sinon des frais de résiliation anticipée de 50 $ s'appliquent.",
    },
  ],
  confirmationHero: {
    title: 'Tout est prêt. Bonne écoute!',
    body: "Votre abonnement Orbit en diffusion continue est actif. Connectez-vous à l'appli Orbit avec votre courriel et votre mot de passe pour commencer à écouter.",
    image: { url: ART.confirmation, alt: "Un casque d'écoute posé sur un bureau, le soir" },
  },
  legal:
    "Offre réservée aux nouveaux abonnés. À la fin de la période promotionnelle, votre abonnement se renouvelle automatiquement au tarif alors en vigueur, plus les frais et taxes applicables, jusqu'à ce que vous l'annuliez. Annulez en ligne ou par téléphone en tout temps. Consultez l'Entente client d'Orbit pour connaître toutes les modalités.",
};

const satelliteEn: CampaignCopy = {
  salesHero: {
    title: 'Your car has a radio. Give it Orbit.',
    subtitle:
      'Ad-free music, every major sport and the news you trust, coast to coast, without losing the signal.',
    image: { url: ART.satellite, alt: 'A car on a desert highway under the night sky' },
  },
  bullets: [
    'Coast-to-coast coverage, long after local stations fade out',
    'Ad-free music channels for every taste',
    'Live sports, news and comedy',
    'Add the Orbit app to listen beyond the car',
  ],
  packageHighlights: [
    {
      packageId: 'SXM_MUSIC_SHOWCASE',
      title: 'Music Showcase',
      items: ['Ad-free music channels', 'From the top 40 to classical'],
    },
    {
      packageId: 'SXM_ALL_ACCESS',
      title: 'All Access',
      items: ['Every channel in your car', 'Live sports play-by-play', 'The Orbit app included'],
    },
    {
      packageId: 'SXM_PLATINUM',
      title: 'Platinum',
      items: ['Everything in All Access', 'Video of select shows in the app', 'Exclusive concerts'],
    },
    {
      packageId: 'SXM_NEWS_SPORTS_TALK',
      title: 'News, Sports & Talk',
      items: ['News, sports talk and comedy', 'No music channels'],
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
    'Offer for new subscribers only. A one-time $15 activation fee applies. After the promotional period your subscription renews automatically at the then-current rate, plus the music royalty fee, fees and taxes, until you cancel. See the Orbit Customer Agreement for complete terms.',
};

const satelliteFr: CampaignCopy = {
  salesHero: {
    title: 'Votre voiture a une radio. Offrez-lui Orbit.',
    subtitle:
      "De la musique sans publicité, tous les grands sports et l'information qui compte, d'un océan à l'autre, sans perdre le signal.",
    image: { url: ART.satellite, alt: 'Une voiture sur une route du désert sous un ciel étoilé' },
  },
  bullets: [
    "Une couverture d'un océan à l'autre, bien après que les stations locales s'estompent",
    'Des chaînes de musique sans publicité pour tous les goûts',
    'Sports en direct, nouvelles et humour',
    "Ajoutez l'appli Orbit pour écouter ailleurs qu'en voiture",
  ],
  packageHighlights: [
    {
      packageId: 'SXM_MUSIC_SHOWCASE',
      title: 'Vitrine musicale',
      items: ['Chaînes de musique sans publicité', 'Des grands succès au classique'],
    },
    {
      packageId: 'SXM_ALL_ACCESS',
      title: 'Accès intégral',
      items: [
        'Toutes les chaînes dans votre voiture',
        'La description des matchs en direct',
        "L'appli Orbit incluse",
      ],
    },
    {
      packageId: 'SXM_PLATINUM',
      title: 'Platine',
      items: [
        "Tout le contenu d'Accès intégral",
        "Vidéos de certaines émissions dans l'appli",
        'Concerts exclusifs',
      ],
    },
    {
      packageId: 'SXM_NEWS_SPORTS_TALK',
      title: 'Nouvelles, sports et débats',
      items: ['Nouvelles, tribunes sportives et humour', 'Aucune chaîne musicale'],
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
    "Offre réservée aux nouveaux abonnés. Des frais d'activation uniques de 15 $ s'appliquent. À la fin de la période promotionnelle, votre abonnement se renouvelle automatiquement au tarif alors en vigueur, plus les redevances musicales, frais et taxes applicables, jusqu'à ce que vous l'annuliez. Consultez l'Entente client d'Orbit pour connaître toutes les modalités.",
};

const retentionEn: CampaignCopy = {
  salesHero: {
    title: 'Before you go…',
    subtitle: 'Stay with Orbit for less: here is an offer for you.',
    image: { url: ART.retention, alt: 'A crescent moon over a quiet city' },
  },
  bullets: ['Keep every channel you listen to', 'Your favorites and presets stay as they are'],
  packageHighlights: [],
  listeningOptions: [],
  deals: [],
  confirmationHero: null,
  legal:
    'After the offer period your subscription renews at the then-current rate, plus applicable fees and taxes, until you cancel.',
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
    "À la fin de la période de l'offre, votre abonnement se renouvelle au tarif alors en vigueur, plus les frais et taxes applicables, jusqu'à ce que vous l'annuliez.",
};

/** en-CA reads the US text with Canadian spelling where it differs. */
export const canadian = (copy: CampaignCopy): CampaignCopy =>
  JSON.parse(JSON.stringify(copy).replaceAll('favorites', 'favourites')) as CampaignCopy;

export const US_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    id: 'us_streaming_organic',
    country: 'us',
    kind: 'sales',
    content: { 'en-US': streamingEn, 'en-CA': canadian(streamingEn), 'fr-CA': streamingFr },
  },
  {
    id: 'us_satellite_organic',
    country: 'us',
    kind: 'sales',
    content: { 'en-US': satelliteEn, 'en-CA': canadian(satelliteEn), 'fr-CA': satelliteFr },
  },
  {
    id: 'us_retention',
    country: 'us',
    kind: 'sales',
    content: { 'en-US': retentionEn, 'en-CA': canadian(retentionEn), 'fr-CA': retentionFr },
  },
];
