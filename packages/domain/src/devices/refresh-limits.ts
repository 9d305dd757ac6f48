/**
 * How often one radio may be sent a refresh signal: three times in any 24 hours (a rolling day,
 * the same wherever the car is). A refresh takes up to 15 minutes to arrive; more than a few a
 * day means something else is wrong, and each one is a command on the satellite uplink.
 */
export const REFRESHES_PER_RADIO_PER_DAY = 3;
export const REFRESH_LIMIT_WINDOW_HOURS = 24;

/**
 * The refresh instructions texted to one number within the hour before each further one needs a
 * human check (ADR 026): a customer asks once or twice, a script would text a stranger hundreds.
 */
export const REFRESH_INSTRUCTIONS_PER_NUMBER_PER_HOUR = 3;

/** How long a refresh signal may take to reach the radio (the page says so, flows §8.2). */
export const REFRESH_ARRIVAL_MINUTES = 15;

/** Refresh texts one client address may ask for within the hour before each needs a human check. */
export const REFRESH_INSTRUCTIONS_PER_ADDRESS_PER_HOUR = 10;
