import { insideLayer, stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { OneClickRefusal, RefusalOutcome } from './activation-paths.ts';
import { ActivationProviders } from './activation-providers.tsx';
import type { ActivationFlowName } from './activation-store.ts';
import type { LinkFlow } from './link-activation.tsx';

export type ActivationPageName =
  | { page: 'link'; flow: LinkFlow }
  | { page: 'twoStep' }
  | { page: 'thanks' }
  | { page: 'oneStepThanks' }
  | { page: 'refusal'; outcome: RefusalOutcome }
  | { page: 'ast' }
  | { page: 'astActivated' }
  | { page: 'astRefusal'; outcome: OneClickRefusal }
  | { page: 'serviceLane' }
  | { page: 'serviceLaneThanks' }
  | { page: 'start' };

/**
 * An activation page with the words around it (`ActivationProviders`, which the route modules
 * carry): each page is fetched alone when it renders, not with the other ten.
 */
const withActivationWords = insideLayer(ActivationProviders);

export const linkActivationPage = stepOnDemand<{ flow: LinkFlow }>(() =>
  withActivationWords(import('./link-activation.tsx').then((page) => page.LinkActivation)),
);
export const twoStepActivationPage = stepOnDemand(() =>
  withActivationWords(import('./two-step-activation.tsx').then((page) => page.TwoStepActivation)),
);
export const activationThanksPage = stepOnDemand<{
  flows: readonly ActivationFlowName[];
  startPath: string;
}>(() =>
  withActivationWords(import('./activation-thanks.tsx').then((page) => page.ActivationThanks)),
);
export const refusalPage = stepOnDemand<{
  outcome: RefusalOutcome;
  flow: ActivationFlowName;
}>(() => withActivationWords(import('./refusal-pages.tsx').then((page) => page.RefusalPage)));
export const astActivationPage = stepOnDemand(() =>
  withActivationWords(import('./ast-activation.tsx').then((page) => page.AstActivation)),
);
export const serviceLaneOneClickPage = stepOnDemand(() =>
  withActivationWords(
    import('./service-lane-one-click.tsx').then((page) => page.ServiceLaneOneClick),
  ),
);
export const startYourTrialPage = stepOnDemand(() =>
  withActivationWords(import('./start-your-trial.tsx').then((page) => page.StartYourTrial)),
);
