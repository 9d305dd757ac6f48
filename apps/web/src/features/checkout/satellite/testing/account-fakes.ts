import type {
  AccountDevice,
  AccountSubscription,
  CareAccount,
  CareDeviceLookupResult,
} from '@orbit/domain';
import { careError, careOk, type FakeServer } from '../../../../testing/fake-server.ts';
import { foundRadio, TRIAL_RADIO } from './satellite-fakes.ts';

/** The care answers of a signed-in owner, for the add-radio flow's device-select tests. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

export function accountDevice(overrides: Partial<AccountDevice> = {}): AccountDevice {
  return {
    id: 'odev_closed_0002',
    type: 'car',
    radioIdLastFour: '0002',
    nickname: null,
    vehicle: { year: 2022, make: 'Lumen', model: 'Aria', yearMakeModel: '2022 Lumen Aria' },
    subscriptionId: null,
    canRemove: true,
    ...overrides,
  };
}

function trialSubscription(): AccountSubscription {
  return {
    id: 'sub_trial_0004',
    deviceId: 'odev_trial_0004',
    last4DigitsOfRadioId: '0004',
    serviceType: 'satellite',
    status: 'Active',
    inactiveReason: 'none',
    isActive: true,
    isSuspended: false,
    isCancelledAtEndOfCurrentTerm: false,
    planName: 'All Access',
    planCode: 'US_SAT_AA_TRIAL_12MO',
    packageId: 'SAT_ALL_ACCESS',
    phase: 'trial',
    isTrial: true,
    price: usd(0),
    termMonths: 12,
    renewalDate: '2027-01-20',
    streamingCredentials: null,
  };
}

/** The owner's account: a closed radio with no nickname, and a nicknamed one in a trial. */
export function ownerAccount(): CareAccount {
  return {
    access: 'owner',
    accountNumber: '10000001',
    country: 'US',
    username: 'orbitowner1',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'owner@orbitradio.test',
    phone: '5125550101',
    serviceAddress: { addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    billingAddress: null,
    paymentMethod: null,
    billingStatus: {
      amountDue: usd(0),
      credit: usd(0),
      dueDate: null,
      isEBill: false,
      isInvoice: false,
      isPastDue: false,
      lastPayment: null,
      nextPayment: null,
      paymentType: 'creditCard',
      blockedWhilePastDue: [],
    },
    subscriptions: [trialSubscription()],
    devices: [
      accountDevice(),
      accountDevice({
        id: 'odev_trial_0004',
        radioIdLastFour: '0004',
        nickname: 'Jordan’s car',
        vehicle: { year: 2024, make: 'Lumen', model: 'Arc', yearMakeModel: '2024 Lumen Arc' },
        subscriptionId: 'sub_trial_0004',
        canRemove: false,
      }),
    ],
  };
}

/** What `account/device-ref` answers for each of the owner's device ids. */
const RADIOS_BY_DEVICE: Record<string, CareDeviceLookupResult> = {
  odev_closed_0002: foundRadio({ cardOnFile: { brand: 'visa', last4: '4242' } }),
  odev_trial_0004: { ...TRIAL_RADIO, cardOnFile: { brand: 'visa', last4: '4242' } },
};

/** The care session is signed in as the owner of `account`. */
export function signInOwner(server: FakeServer, account: CareAccount = ownerAccount()): FakeServer {
  server.on('POST /services/account', () => careOk(account));
  server.on('POST /services/account/device-ref', ({ body }) => {
    const radio = RADIOS_BY_DEVICE[(body as { deviceId: string }).deviceId];
    return radio
      ? careOk(radio)
      : careError(404, 'DEVICE_NOT_FOUND', 'error.code.device.not.found');
  });
  return server;
}
