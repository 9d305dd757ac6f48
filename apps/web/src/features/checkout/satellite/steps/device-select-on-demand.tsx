import { useQuery } from '@tanstack/react-query';
import { OnDemandStep } from '../../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { deviceSelectStep } from '../radio-choice-steps-on-demand.ts';
import { accountRadiosQuery } from '../satellite-queries.ts';

/**
 * `device-select` with its code on demand (ADR 124): the account's radios it lists are asked as
 * the page opens, beside the step's code, rather than once the code has arrived; the step reads
 * that answer, not a second one.
 */
export function DeviceSelectOnDemand() {
  useQuery(accountRadiosQuery(useAppServices()));
  return <OnDemandStep step={deviceSelectStep} />;
}
