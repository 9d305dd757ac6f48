/**
 * The account-scoped care calls of the account capability, for the shared BOLA matrix: each is
 * called by another customer with a victim's ids and must answer as if they did not exist (404)
 * without a word of the victim's data. `query` (GET) and `body` are built from the victim's ids.
 * Several calls appear twice: naming the victim's account, and naming only the victim's radio
 * or subscription (the caller's own account is then the one searched).
 */
export type AccountBolaVictim = {
  accountNumber: string;
  deviceId?: string;
  subscriptionId?: string;
};

export type AccountBolaEndpoint = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** Query parameters (GET); appended to `url`. */
  query?: (victim: AccountBolaVictim) => Record<string, string>;
  body?: (victim: AccountBolaVictim) => unknown;
};

const usAddress = {
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

export const ACCOUNT_BOLA_ENDPOINTS: readonly AccountBolaEndpoint[] = [
  {
    name: 'read the account',
    method: 'POST',
    url: '/services/account',
    body: (victim) => ({ accountNumber: victim.accountNumber }),
  },
  {
    name: 'read next best actions',
    method: 'GET',
    url: '/services/account/next-best-action',
    query: (victim) => ({ accountNumber: victim.accountNumber }),
  },
  {
    name: 'rename a radio on the victim’s account',
    method: 'POST',
    url: '/services/account-mgmt/update-nickname',
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      nickName: 'Taken',
      deviceId: victim.deviceId,
    }),
  },
  {
    name: 'rename the victim’s radio by device id',
    method: 'POST',
    url: '/services/account-mgmt/update-nickname',
    body: (victim) => ({ nickName: 'Taken', deviceId: victim.deviceId }),
  },
  {
    name: 'rename the victim’s radio by subscription',
    method: 'POST',
    url: '/services/account-mgmt/update-nickname',
    body: (victim) => ({ nickName: 'Taken', subscriptionId: victim.subscriptionId }),
  },
  {
    name: 'remove a radio from the victim’s account',
    method: 'POST',
    url: '/services/account-mgmt/remove-device',
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      deviceId: victim.deviceId,
      reason: 'OTHER',
    }),
  },
  {
    name: 'remove the victim’s radio by device id',
    method: 'POST',
    url: '/services/account-mgmt/remove-device',
    body: (victim) => ({ deviceId: victim.deviceId, reason: 'OTHER' }),
  },
  {
    name: 'turn the victim’s radio into a checkout deviceRef, naming the account',
    method: 'POST',
    url: '/services/account/device-ref',
    body: (victim) => ({ accountNumber: victim.accountNumber, deviceId: victim.deviceId }),
  },
  {
    name: 'turn the victim’s radio into a checkout deviceRef by device id',
    method: 'POST',
    url: '/services/account/device-ref',
    body: (victim) => ({ deviceId: victim.deviceId }),
  },
  {
    name: 'change the victim’s contact details',
    method: 'POST',
    url: '/services/account-mgmt/update-customer-info',
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      firstName: 'Mallory',
      lastName: 'Thief',
      email: 'mallory@example.com',
      phoneNumber: '5125550000',
      billingAddressSameAsService: true,
      serviceAddress: usAddress,
    }),
  },
  {
    name: 'change the victim’s billing address',
    method: 'POST',
    url: '/services/account-mgmt/update-billing-info',
    body: (victim) => ({ accountNumber: victim.accountNumber, billingAddress: usAddress }),
  },
  {
    name: 'read and change the victim’s contact preferences',
    method: 'POST',
    url: '/services/account-mgmt/contact-preferences',
    body: (victim) => ({ accountNumber: victim.accountNumber, update: { emailMarketing: true } }),
  },
  {
    name: 'validate an address as the victim’s account',
    method: 'POST',
    url: '/services/validate/address',
    body: (victim) => ({ accountNumber: victim.accountNumber, address: usAddress }),
  },
  {
    name: 'change the victim’s streaming login',
    method: 'POST',
    url: '/services/account/update-streaming',
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      subscriptionId: victim.subscriptionId,
      username: 'mallory@example.com',
    }),
  },
  {
    name: 'change the streaming login of the victim’s subscription',
    method: 'POST',
    url: '/services/account/update-streaming',
    body: (victim) => ({ subscriptionId: victim.subscriptionId, username: 'mallory@example.com' }),
  },
];

/** The URL of an endpoint for a victim, query included. */
export function bolaUrlOf(endpoint: AccountBolaEndpoint, victim: AccountBolaVictim): string {
  const query = endpoint.query?.(victim);
  return query ? `${endpoint.url}?${new URLSearchParams(query).toString()}` : endpoint.url;
}
