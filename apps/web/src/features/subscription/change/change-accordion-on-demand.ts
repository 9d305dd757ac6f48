import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { ChangeStepsProps } from './change-steps.tsx';

/**
 * The change accordion, fetched while its door asks what the link opens (ADR 124): the door's
 * question and the accordion's code travel side by side, so the first screen waits for the slower
 * of the two instead of their sum. The change, change-to and upgrade doors all open it.
 */
export const changeAccordion = stepOnDemand<ChangeStepsProps>(() =>
  import('./change-steps.tsx').then((steps) => steps.ChangeSteps),
);

/** What a change door opens, for the door to preload while it asks (`usePreloadedSteps`). */
export const CHANGE_DOOR_OPENS = [changeAccordion];
