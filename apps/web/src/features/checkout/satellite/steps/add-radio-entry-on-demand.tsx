import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { OnDemandStep } from '../../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useSatelliteFlow } from '../flow/flow-context.tsx';
import { satelliteStepUrl } from '../flow/satellite-flows.ts';
import { addRadioEntryStep } from '../radio-choice-steps-on-demand.ts';
import { radioToAddQuery } from '../satellite-queries.ts';
import { radioIdToAddOf } from './radio-to-add.ts';

/**
 * The add-radio flow's way in (flows §4.7): a radio named by the page that sent the customer is
 * looked up as the page opens, beside the code that acts on the answer (ADR 124); without one,
 * the customer chooses or finds it.
 */
export function AddRadioEntryOnDemand() {
  const services = useAppServices();
  const location = useLocation();
  const flow = useSatelliteFlow();
  const radioId = radioIdToAddOf(location.state, location.search);
  useQuery(radioToAddQuery(services, radioId));
  if (!radioId) {
    return <Navigate to={satelliteStepUrl(flow, 'deviceSelect', location.search)} replace />;
  }
  return <OnDemandStep step={addRadioEntryStep} />;
}
