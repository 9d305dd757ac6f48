/** Where "now" comes from. Services take a Clock so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
