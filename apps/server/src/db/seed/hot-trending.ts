import type { HotTrendingRow } from '../../modules/catalog/index.ts';
import { ART } from './campaign-images.ts';
import { CATALOG_OPENS } from './catalog-offer-builder.ts';

const text = (en: string, fr: string, enCa = en) => ({ 'en-US': en, 'en-CA': enCa, 'fr-CA': fr });

/**
 * The hot-and-trending lists of both markets. Bodies are HTML written through the sanitiser
 * (saveHotTrendingItems). `ht_us_archive` ended in 2025 and is never served.
 */
export const DEMO_HOT_TRENDING: readonly HotTrendingRow[] = [
  {
    id: 'ht_us_concerts',
    country: 'us',
    position: 1,
    imageUrl: ART.concerts,
    altText: text(
      'A crowd in front of a stage lit in orange',
      'Une foule devant une scène éclairée en orange',
    ),
    bodyHtml: text(
      '<p><strong>Orbit Live</strong> brings a summer of concerts to the app, every Friday night.</p><p><a href="https://www.orbitradio.com/live">See the line-up</a></p>',
      '<p><strong>Orbit en spectacle</strong> présente un été de concerts dans l\'appli, tous les vendredis soir.</p><p><a href="https://www.orbitradio.com/fr/spectacles">Voir la programmation</a></p>',
    ),
    startsAt: CATALOG_OPENS,
    endsAt: null,
  },
  {
    id: 'ht_us_playoffs',
    country: 'us',
    position: 2,
    imageUrl: ART.playoffs,
    altText: text('A stadium at night seen from the stands', 'Un stade la nuit, vu des gradins'),
    bodyHtml: text(
      '<p>Every playoff game, live: <em>home and away</em> broadcasts.</p><ul><li>Play-by-play on every game</li><li>Post-game call-in shows</li></ul>',
      "<p>Tous les matchs des séries, en direct : les descriptions <em>locales et visiteuses</em>.</p><ul><li>La description de chaque match</li><li>Les tribunes d'après-match</li></ul>",
    ),
    startsAt: CATALOG_OPENS,
    endsAt: null,
  },
  {
    id: 'ht_us_comedy',
    country: 'us',
    position: 3,
    imageUrl: ART.comedy,
    altText: text('A microphone on an empty stage', 'Un micro sur une scène vide'),
    bodyHtml: text(
      '<p>New stand-up specials every week on Orbit Comedy.<br>Start with <a href="https://www.orbitradio.com/comedy">this week\'s picks</a>.</p>',
      '<p>De nouveaux spectacles d\'humour chaque semaine sur Orbit Humour.<br>Commencez par <a href="https://www.orbitradio.com/fr/humour">les choix de la semaine</a>.</p>',
    ),
    startsAt: CATALOG_OPENS,
    endsAt: null,
  },
  {
    id: 'ht_us_archive',
    country: 'us',
    position: 4,
    imageUrl: ART.concerts,
    altText: text("Last spring's festival stage", 'La scène du festival du printemps dernier'),
    bodyHtml: text(
      "<p>Last spring's festival, now over.</p>",
      '<p>Le festival du printemps dernier, maintenant terminé.</p>',
    ),
    startsAt: CATALOG_OPENS,
    endsAt: new Date('2025-06-01T00:00:00Z'),
  },
  {
    id: 'ht_ca_hockey',
    country: 'ca',
    position: 1,
    imageUrl: ART.playoffs,
    altText: text(
      'A hockey rink seen from the upper deck',
      'Une patinoire vue des gradins supérieurs',
    ),
    bodyHtml: text(
      '<p><strong>Hockey night, every night.</strong> Every Canadian team, live, in English and in French.</p><p><a href="https://www.orbitradio.ca/hockey">See the schedule</a></p>',
      '<p><strong>Soirée du hockey, tous les soirs.</strong> Toutes les équipes canadiennes en direct, en français et en anglais.</p><p><a href="https://www.orbitradio.ca/fr/hockey">Voir l\'horaire</a></p>',
    ),
    startsAt: CATALOG_OPENS,
    endsAt: null,
  },
  {
    id: 'ht_ca_artists',
    country: 'ca',
    position: 2,
    imageUrl: ART.concerts,
    altText: text(
      'A singer with a guitar under a spotlight',
      'Une chanteuse à la guitare sous un projecteur',
    ),
    bodyHtml: text(
      '<p>Discover the artists of the season on <em>Orbit Canada Live</em>.</p><ul><li>New releases every Tuesday</li><li>Acoustic sessions</li></ul>',
      '<p>Découvrez les artistes de la saison sur <em>Orbit Canada en direct</em>.</p><ul><li>Des nouveautés tous les mardis</li><li>Des sessions acoustiques</li></ul>',
    ),
    startsAt: CATALOG_OPENS,
    endsAt: null,
  },
];
