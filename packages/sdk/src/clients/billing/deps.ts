import type { ServiceCaller } from '../../http/service-caller.ts';

/** What the billing client uses of the SDK: its HTTP core. */
export interface BillingClientDeps {
  caller: ServiceCaller;
}

/** A read can be abandoned (a page left, a query superseded). */
export type BillingReadOptions = { signal?: AbortSignal };
