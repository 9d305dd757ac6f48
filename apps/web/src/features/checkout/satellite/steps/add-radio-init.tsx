import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useSatelliteFlow } from '../flow/flow-context.tsx';
import { satelliteErrorPageUrl, satelliteStepUrl } from '../flow/satellite-flows.ts';
import { accountRadiosQuery } from '../satellite-queries.ts';
import { AddRadioEntryOnDemand } from './add-radio-entry-on-demand.tsx';
import { radioIdToAddOf } from './radio-to-add.ts';

/**
 * `activate-radio-init` and `find-subscription-init` (flows §4.7): processing pages that only
 * decide where the add-radio flow starts. A radio named (`radioid` or the router state) opens
 * its plans, as the flow's entry does; otherwise the signed-in owner with radios chooses one
 * (device-select) and anyone else finds theirs (device-lookup). No answer about the account is
 * the technical-issues page, not a guess.
 */
export function AddRadioInit() {
  const services = useAppServices();
  const location = useLocation();
  const flow = useSatelliteFlow();
  const radioId = radioIdToAddOf(location.state, location.search);
  const radios = useQuery({ ...accountRadiosQuery(services), enabled: !radioId });
  usePageLoadingWhile(services.pageLoading, !radioId && radios.isPending);

  if (radioId) return <AddRadioEntryOnDemand />;
  if (radios.isPending || radios.data?.kind === 'stopped') return null;
  if (radios.isError || radios.data?.kind === 'failed') {
    return <Navigate to={satelliteErrorPageUrl('technical-issues', location.search)} replace />;
  }
  const step = radios.data?.kind === 'radios' ? 'deviceSelect' : 'deviceLookup';
  return <Navigate to={satelliteStepUrl(flow, step, location.search)} replace />;
}
