import { type Locale, REFRESH_ARRIVAL_MINUTES } from '@orbit/domain';

/** The name the outbox and the developer mailbox show for the refresh steps text. */
export const REFRESH_INSTRUCTION_TEMPLATE = 'refresh-instruction';

const english = (shortCode: string) =>
  'Orbit Radio: to refresh your radio, park outside with a clear view of the sky, turn the ' +
  `radio on and tune to channel 1, then send this text from the car: text REFRESH to ${shortCode}. ` +
  `Leave the radio on; the refresh can take up to ${REFRESH_ARRIVAL_MINUTES} minutes.`;

/** The refresh steps texted to a customer away from the car (flows §8.2), in their language. */
export const REFRESH_INSTRUCTION_TEXT: Record<Locale, (shortCode: string) => string> = {
  'en-US': english,
  'en-CA': english,
  'fr-CA': (shortCode) =>
    'Orbit Radio : pour actualiser votre radio, stationnez à l’extérieur avec une vue dégagée du ' +
    'ciel, allumez la radio et syntonisez la chaîne 1, puis envoyez ce texto depuis la voiture : ' +
    `texto ACTUALISER ou REFRESH au ${shortCode}. Laissez la radio allumée; l’actualisation peut ` +
    `prendre jusqu’à ${REFRESH_ARRIVAL_MINUTES} minutes.`,
};
