import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import {
  type ActivationPageName,
  activationThanksPage,
  astActivationPage,
  linkActivationPage,
  refusalPage,
  serviceLaneOneClickPage,
  startYourTrialPage,
  twoStepActivationPage,
} from './activation-pages.tsx';
import { ACTIVATE_PATH, AST_PATH, TWO_STEP_PATH } from './activation-paths.ts';

/** What may follow a page: its thanks and its refusals. */
const AFTER = [activationThanksPage, refusalPage];

/**
 * One activation page, fetched when it renders (the app's full-page loader stays up while it
 * arrives), its thanks and refusal pages preloaded once it shows: the entry route lists every
 * chunk a route module imports statically (its preload list), so the route modules and the route
 * fragment stay this small.
 */
export function LazyActivationPage(props: ActivationPageName) {
  usePreloadedSteps(AFTER);
  switch (props.page) {
    case 'link':
      return <OnDemandStep step={linkActivationPage} flow={props.flow} />;
    case 'twoStep':
      return <OnDemandStep step={twoStepActivationPage} />;
    case 'thanks':
      return (
        <OnDemandStep step={activationThanksPage} flows={['twoStep']} startPath={TWO_STEP_PATH} />
      );
    case 'oneStepThanks':
      return (
        <OnDemandStep
          step={activationThanksPage}
          flows={['oneStep', 'targeted', 'targetedOem']}
          startPath={ACTIVATE_PATH}
        />
      );
    case 'refusal':
      return <OnDemandStep step={refusalPage} outcome={props.outcome} flow="oneStep" />;
    case 'ast':
      return <OnDemandStep step={astActivationPage} />;
    case 'astActivated':
      return <OnDemandStep step={activationThanksPage} flows={['ast']} startPath={AST_PATH} />;
    case 'astRefusal':
      return <OnDemandStep step={refusalPage} outcome={props.outcome} flow="ast" />;
    case 'serviceLane':
      return <OnDemandStep step={serviceLaneOneClickPage} />;
    case 'serviceLaneThanks':
      return (
        <OnDemandStep
          step={activationThanksPage}
          flows={['serviceLane']}
          startPath="/subscribe/oneclick"
        />
      );
    case 'start':
      return <OnDemandStep step={startYourTrialPage} />;
  }
}
