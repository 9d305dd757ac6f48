import { useQuery } from '@tanstack/react-query';
import { usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { PlanChangeProps } from '../../checkout/satellite/index.ts';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { CHANGE_DOOR_OPENS } from './change-accordion-on-demand.ts';
import type { ChangeEntryProblem } from './change-entry.ts';
import { OpenedChange } from './change-flow.tsx';
import { radioChangeEntryQuery } from './change-queries.ts';

export type RadioPlanChangeProps = PlanChangeProps & {
  problemPathOf(problem: ChangeEntryProblem): string;
};

/**
 * The change-plan steps (ADR 031) on the running plan of a radio another page chose or found —
 * change-to (ADR 052): the account's verification first when the lookup did not prove it, then
 * plan, term, payment, review with the plan-change quote (ADR 030) and thanks.
 */
export function RadioPlanChange(props: RadioPlanChangeProps) {
  return (
    <SubscriptionProviders>
      <RadioDoor {...props} />
    </SubscriptionProviders>
  );
}

function RadioDoor({
  radioIdLastFour,
  preselectedPlanCode,
  flowName,
  problemPathOf,
}: RadioPlanChangeProps) {
  const services = useAppServices();
  const entry = useQuery(radioChangeEntryQuery(services, radioIdLastFour));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  usePreloadedSteps(CHANGE_DOOR_OPENS);
  return (
    <OpenedChange
      outcome={entry.data}
      problemPathOf={problemPathOf}
      steps={{ task: undefined, changeTermOnly: false, flowName, preselectedPlanCode }}
    />
  );
}
