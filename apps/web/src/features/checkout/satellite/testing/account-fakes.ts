import type { AccountDevice, CareAccount, CareDeviceLookupResult } from '@orbit/domain';
import {
  billingStatus,
  careAccount,
  device,
  subscription,
  usd,
} from '../../../../testing/care-account-fakes.ts';
import { careError, careOk, type FakeServer } from '../../../../testing/fake-server.ts';
import { foundRadio, TRIAL_RADIO } from './satellite-fakes.ts';

/** The care answers of a signed-in owner, for the add-radio flow's device-select tests. */
export function accountDevice(overrides: Partial<AccountDevice> = {}): AccountDevice {
  return device({
    id: 'odev_closed_0002',
    radioIdLastFour: '0002',
    vehicle: { year: 2022, make: 'Lumen', model: 'Aria', yearMakeModel: '2022 Lumen Aria' },
    subscriptionId: null,
    canRemove: true,
    ...overrides,
  });
}

/** The owner's account: a closed radio with no nickname, and a nicknamed one in a trial. */
export function ownerAccount(): CareAccount {
  return careAccount({
    firstName: 'Jordan',
    serviceAddress: { addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    paymentMethod: null,
    billingStatus: billingStatus({
      amountDue: usd(0),
      dueDate: null,
      isEBill: false,
      lastPayment: null,
      nextPayment: null,
    }),
    subscriptions: [
      subscription({
        id: 'sub_trial_0004',
        deviceId: 'odev_trial_0004',
        last4DigitsOfRadioId: '0004',
        planCode: 'US_SAT_AA_TRIAL_12MO',
        phase: 'trial',
        isTrial: true,
        price: usd(0),
        termMonths: 12,
        renewalDate: '2027-01-20',
      }),
    ],
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
  });
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
