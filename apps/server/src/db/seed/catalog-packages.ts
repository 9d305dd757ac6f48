import type { catalogPackages } from '../schema/index.ts';

type PackageRow = typeof catalogPackages.$inferInsert;

/**
 * The demo packages: two streaming-only, four satellite, the two-radio Platinum VIP and the
 * Travel Link vehicle-data plan. Music packages carry the US music royalty fee; News, Sports &
 * Talk has no music and does not.
 */
export const DEMO_PACKAGES: readonly PackageRow[] = [
  {
    id: 'SXM_STREAMING_ESSENTIAL',
    serviceType: 'streaming',
    category: 'entertainment',
    names: {
      'en-US': 'Streaming Essential',
      'en-CA': 'Streaming Essential',
      'fr-CA': 'Essentiel – diffusion en continu',
    },
    includesRadio: false,
    streamingAvailable: true,
    isDeviceLess: true,
    royaltyFeeApplies: true,
    sortOrder: 10,
  },
  {
    id: 'SXM_STREAMING_PLATINUM',
    serviceType: 'streaming',
    category: 'entertainment',
    names: {
      'en-US': 'Streaming Platinum',
      'en-CA': 'Streaming Platinum',
      'fr-CA': 'Platine – diffusion en continu',
    },
    includesRadio: false,
    streamingAvailable: true,
    isDeviceLess: true,
    royaltyFeeApplies: true,
    sortOrder: 20,
  },
  {
    id: 'SXM_MUSIC_SHOWCASE',
    serviceType: 'satellite',
    category: 'entertainment',
    names: {
      'en-US': 'Music Showcase',
      'en-CA': 'Music Showcase',
      'fr-CA': 'Vitrine musicale',
    },
    includesRadio: true,
    streamingAvailable: false,
    isDeviceLess: false,
    royaltyFeeApplies: true,
    sortOrder: 30,
  },
  {
    id: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    category: 'entertainment',
    names: { 'en-US': 'All Access', 'en-CA': 'All Access', 'fr-CA': 'Accès intégral' },
    includesRadio: true,
    streamingAvailable: true,
    isDeviceLess: false,
    royaltyFeeApplies: true,
    sortOrder: 40,
  },
  {
    id: 'SXM_NEWS_SPORTS_TALK',
    serviceType: 'satellite',
    category: 'entertainment',
    names: {
      'en-US': 'News, Sports & Talk',
      'en-CA': 'News, Sports & Talk',
      'fr-CA': 'Nouvelles, sports et débats',
    },
    includesRadio: true,
    streamingAvailable: false,
    isDeviceLess: false,
    royaltyFeeApplies: false,
    sortOrder: 50,
  },
  {
    id: 'SXM_PLATINUM',
    serviceType: 'satellite',
    category: 'entertainment',
    names: { 'en-US': 'Platinum', 'en-CA': 'Platinum', 'fr-CA': 'Platine' },
    includesRadio: true,
    streamingAvailable: true,
    isDeviceLess: false,
    royaltyFeeApplies: true,
    sortOrder: 60,
  },
  {
    id: 'SXM_PLATINUM_AUD_VIP',
    serviceType: 'satellite',
    category: 'entertainment',
    names: { 'en-US': 'Platinum VIP', 'en-CA': 'Platinum VIP', 'fr-CA': 'Platine VIP' },
    includesRadio: true,
    streamingAvailable: true,
    isDeviceLess: false,
    royaltyFeeApplies: true,
    sortOrder: 70,
  },
  {
    // Vehicle data (infotainment): traffic, weather and fuel prices on a car's screen, added
    // beside its audio plan.
    id: 'SXM_TRAVEL_LINK',
    serviceType: 'satellite',
    category: 'infotainment',
    names: {
      'en-US': 'Travel Link — traffic, weather and fuel prices',
      'en-CA': 'Travel Link — traffic, weather and fuel prices',
      'fr-CA': 'Travel Link — circulation, météo et prix de l’essence',
    },
    includesRadio: true,
    streamingAvailable: false,
    isDeviceLess: false,
    royaltyFeeApplies: false,
    sortOrder: 90,
  },
];
