import { queryOptions, skipToken } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { lookUpDevice } from '../../identification/index.ts';
import { checkoutKeys } from '../checkout-queries.ts';
import { loadAccountRadios } from './flow/account-radios.ts';
import { ONCE_PER_ENTRY } from './flow/once-per-entry.ts';

/** The radio the add-radio flow was opened for, looked up by its id (a full id only). */
export function radioToAddQuery(services: AppServices, radioId: string | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.radioToAdd(radioId),
    queryFn: radioId
      ? () => lookUpDevice(services, { radioId }, 'RID', 'addradio.entry')
      : skipToken,
    ...ONCE_PER_ENTRY,
  });
}

/**
 * The signed-in owner's radios for device-select, asked afresh each time the step opens: never a
 * cached list of another sign-in's radios.
 */
export function accountRadiosQuery(services: AppServices) {
  return queryOptions({
    queryKey: checkoutKeys.accountRadios,
    queryFn: () => loadAccountRadios(services),
    staleTime: 0,
    gcTime: 0,
  });
}
