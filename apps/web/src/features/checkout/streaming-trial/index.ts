/**
 * The streaming trial's public face (ADR 057): the flow, fetched when it renders. Its own face,
 * not the checkout's: `subscribe/trial`'s route module imports it, and the checkout's index would
 * bring the card forms along into that module's preload list.
 */
export { LazyStreamingTrial } from './lazy-streaming-trial.tsx';
