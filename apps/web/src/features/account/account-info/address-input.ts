import type { UpdateBillingInfoRequest } from '@orbit/domain';

/** An address as the account forms send it (`state` is the province in Canada). */
export type AccountAddressInput = UpdateBillingInfoRequest['billingAddress'];
