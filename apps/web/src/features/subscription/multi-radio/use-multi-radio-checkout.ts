import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useGuardedAccount } from '../../account/index.ts';
import {
  type MultiRadioQuote,
  type PlacedMultiRadioOrder,
  placedMultiRadioOrderQuery,
} from './multi-radio-order.ts';
import { multiRadioAccountQuery, multiRadioQuoteQuery } from './multi-radio-queries.ts';
import { type MultiRadioState, multiRadioStoreFor } from './multi-radio-store.ts';
import { type RadioPlans, radioPlansOf } from './radio-plans.ts';

export interface MultiRadioCheckout {
  state: MultiRadioState;
  store: ReturnType<typeof multiRadioStoreFor>;
  /** Every radio of the account with the plans each can be sold; undefined until answered. */
  accountRadios: RadioPlans[] | undefined;
  /** The radios chosen, in the account's order; undefined until answered. */
  radios: RadioPlans[] | undefined;
  /** The radios could not be asked: the page says so. */
  radiosFailed: boolean;
  quote: MultiRadioQuote | undefined;
  placed: PlacedMultiRadioOrder | undefined;
}

/** The order's state and, from the query cache, the answers it is built on. */
export function useMultiRadioCheckout(): MultiRadioCheckout {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const { account } = useGuardedAccount();
  const store = multiRadioStoreFor(services);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const answered = useQuery(multiRadioAccountQuery(services, account.accountNumber, locale));
  const accountRadios = answered.data ? radioPlansOf(answered.data) : undefined;
  const radios = accountRadios?.filter((item) => state.deviceRefs.includes(item.radio.deviceRef));
  const quote = useQuery(multiRadioQuoteQuery(services, state.multiQuoteAsked)).data;
  const placed = useQuery(placedMultiRadioOrderQuery(state.transactionId)).data;
  return {
    state,
    store,
    accountRadios,
    radios,
    radiosFailed: answered.isError,
    quote,
    placed,
  };
}
