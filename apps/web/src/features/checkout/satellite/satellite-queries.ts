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
 * The answer an add-radio processing page hands to device select, which it opens at once: kept
 * that long, so the step does not ask again what the page asked a moment before.
 */
const HANDED_ON_MS = 3_000;

/**
 * The signed-in owner's radios for device-select, asked afresh each time the step opens, but for
 * the answer the processing page that opened it has just read. Never another sign-in's list: a
 * sign-in change drops every query (`forgetOnSignInChange`), and this one is gone seconds after
 * nothing shows it.
 */
export function accountRadiosQuery(services: AppServices) {
  return queryOptions({
    queryKey: checkoutKeys.accountRadios,
    queryFn: () => loadAccountRadios(services),
    staleTime: HANDED_ON_MS,
    gcTime: HANDED_ON_MS,
  });
}
