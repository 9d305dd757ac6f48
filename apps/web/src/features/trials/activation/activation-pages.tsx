import {
  ACTIVATE_PATH,
  AST_PATH,
  type OneClickRefusal,
  type RefusalOutcome,
  TWO_STEP_PATH,
} from './activation-paths.ts';
import { ActivationProviders } from './activation-providers.tsx';
import { ActivationThanks } from './activation-thanks.tsx';
import { AstActivation } from './ast-activation.tsx';
import { LinkActivation, type LinkFlow } from './link-activation.tsx';
import { RefusalPage } from './refusal-pages.tsx';
import { ServiceLaneOneClick } from './service-lane-one-click.tsx';
import { StartYourTrial } from './start-your-trial.tsx';
import { TwoStepActivation } from './two-step-activation.tsx';

/**
 * The activation pages with their providers: one lazy chunk that the route fragment and the
 * route modules (`targeted`, `targeted-oem`, `subscribe/oneclick`, `subscribe/trial`) load.
 */
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

function Page(props: ActivationPageName) {
  switch (props.page) {
    case 'link':
      return <LinkActivation flow={props.flow} />;
    case 'twoStep':
      return <TwoStepActivation />;
    case 'thanks':
      return <ActivationThanks flows={['twoStep']} startPath={TWO_STEP_PATH} />;
    case 'oneStepThanks':
      return (
        <ActivationThanks
          flows={['oneStep', 'targeted', 'targetedOem']}
          startPath={ACTIVATE_PATH}
        />
      );
    case 'refusal':
      return <RefusalPage outcome={props.outcome} flow="oneStep" />;
    case 'ast':
      return <AstActivation />;
    case 'astActivated':
      return <ActivationThanks flows={['ast']} startPath={AST_PATH} />;
    case 'astRefusal':
      return <RefusalPage outcome={props.outcome} flow="ast" />;
    case 'serviceLane':
      return <ServiceLaneOneClick />;
    case 'serviceLaneThanks':
      return <ActivationThanks flows={['serviceLane']} startPath="/subscribe/oneclick" />;
    case 'start':
      return <StartYourTrial />;
  }
}

export function ActivationPage(props: ActivationPageName) {
  return (
    <ActivationProviders>
      <Page {...props} />
    </ActivationProviders>
  );
}
