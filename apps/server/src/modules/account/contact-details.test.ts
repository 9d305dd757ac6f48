import { careAccountSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriberAccounts } from '../../db/schema/index.ts';
import { CA_HOST } from '../../testing/care-caller.ts';
import {
  type AccountCaller,
  accountCaller,
  CANADIAN_OWNER,
  careData,
  careError,
  signedInOwner,
} from './account.testing.ts';

const contactInfo = (serviceAddress: Record<string, unknown>, extra: object = {}) => ({
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan.rivera@example.com',
  phoneNumber: '512-555-0199',
  billingAddressSameAsService: false,
  serviceAddress,
  ...extra,
});

async function stored(caller: AccountCaller, accountNumber: string) {
  const [row] = await caller.db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, accountNumber));
  return row;
}

describe('POST /services/account-mgmt/update-customer-info', () => {
  it('refuses a service address in another zip, with the field named (400)', async () => {
    const caller = await signedInOwner();
    const error = careError(
      await caller.post(
        '/services/account-mgmt/update-customer-info',
        contactInfo({ addressLine1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' }),
      ),
      400,
      'SERVICE_ADDRESS_ZIP_MISMATCH',
    );
    expect(error.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'serviceAddress.zip' }]);
    expect((await stored(caller, '10000001'))?.serviceAddress.addressLine1).toBe(
      '100 Congress Ave',
    );
  });

  it('checks every field by the market’s rules, naming each one at fault', async () => {
    const caller = await signedInOwner();
    const error = careError(
      await caller.post('/services/account-mgmt/update-customer-info', {
        ...contactInfo({ addressLine1: '4111111111111111', city: 'Austin', zip: '7870' }),
        firstName: 'Jördan',
        email: 'not-an-email',
        phoneNumber: '12345',
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual(
      expect.arrayContaining([
        { errorCode: 'INVALID', fieldName: 'firstName' },
        { errorCode: 'INVALID', fieldName: 'email' },
        { errorCode: 'TOO_SHORT', fieldName: 'phoneNumber' },
        { errorCode: 'CARD_DATA_NOT_ALLOWED', fieldName: 'serviceAddress.addressLine1' },
        { errorCode: 'INVALID', fieldName: 'serviceAddress.zip' },
      ]),
    );
    careError(
      await caller.post('/services/account-mgmt/update-customer-info', { firstName: 'Jordan' }),
      400,
      'INVALID_PAYLOAD',
    );
  });

  it('takes new details within the same zip, keeps the US state, copies to billing when asked', async () => {
    const caller = await signedInOwner();
    const account = careData(
      await caller.post(
        '/services/account-mgmt/update-customer-info',
        contactInfo(
          {
            addressLine1: ' 200 Congress Ave ',
            addressLine2: 'Apt 5',
            city: 'Austin',
            // A US state is not taken: the ZIP says Texas.
            state: 'OK',
            zip: ' 78701 ',
          },
          { billingAddressSameAsService: true },
        ),
      ),
      careAccountSchema,
    );
    const address = {
      addressLine1: '200 Congress Ave',
      addressLine2: 'Apt 5',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    };
    expect(account).toMatchObject({
      access: 'owner',
      email: 'jordan.rivera@example.com',
      phone: '5125550199',
      serviceAddress: address,
      billingAddress: address,
    });
    const row = await stored(caller, '10000001');
    expect(row).toMatchObject({ emailKey: 'jordan.rivera@example.com', phone: '5125550199' });
    expect(row?.serviceAddress).toEqual(address);
  });

  it('is for the signed-in owner only', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    careError(
      await caller.post(
        '/services/account-mgmt/update-customer-info',
        contactInfo({ addressLine1: '1 Main St', city: 'Austin', zip: '78701' }),
      ),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
  });
});

describe('a Canadian account’s contact details', () => {
  async function canadian() {
    const caller = await accountCaller({ host: CA_HOST });
    await caller.signIn(CANADIAN_OWNER.username, CANADIAN_OWNER.password);
    return caller;
  }
  const quebec = (state: string | undefined, zip = 'H3B1A6') => ({
    firstName: 'Élise-Anne',
    lastName: 'Gagnon',
    email: 'élise@exemple.ca',
    phoneNumber: '5145550199',
    billingAddressSameAsService: false,
    serviceAddress: {
      addressLine1: "1200 rue de l'Église",
      city: 'Montréal',
      ...(state === undefined ? {} : { state }),
      zip,
    },
  });

  it('takes the province, only one its postal code may have, and the canonical postal code', async () => {
    const caller = await canadian();
    const wrong = careError(
      await caller.post('/services/account-mgmt/update-customer-info', quebec('ON')),
      400,
      'INVALID_PAYLOAD',
    );
    expect(wrong.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'serviceAddress.state' },
    ]);
    const account = careData(
      await caller.post('/services/account-mgmt/update-customer-info', quebec('QC')),
      careAccountSchema,
    );
    expect(account).toMatchObject({
      firstName: 'Élise-Anne',
      serviceAddress: {
        addressLine1: "1200 rue de l'Église",
        state: 'QC',
        zip: 'H3B 1A6',
        country: 'CA',
      },
      // Not asked to copy: the billing address stays.
      billingAddress: { addressLine1: '400 rue Sainte-Catherine O' },
    });
    // Without a province, the account's stays.
    const kept = careData(
      await caller.post('/services/account-mgmt/update-customer-info', quebec(undefined)),
      careAccountSchema,
    );
    expect(kept.serviceAddress?.state).toBe('QC');
  });

  it('refuses another postal code', async () => {
    const caller = await canadian();
    careError(
      await caller.post('/services/account-mgmt/update-customer-info', quebec('QC', 'H2X1Y4')),
      400,
      'SERVICE_ADDRESS_ZIP_MISMATCH',
    );
  });
});

describe('POST /services/account-mgmt/update-billing-info', () => {
  it('checks the billing address by the market’s rules and stores it', async () => {
    const caller = await signedInOwner();
    const bad = careError(
      await caller.post('/services/account-mgmt/update-billing-info', {
        billingAddress: { addressLine1: 'PO Box 12', city: 'Denver', state: 'ZZ', zip: '80202' },
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(bad.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'billingAddress.state' }]);
    const account = careData(
      await caller.post('/services/account-mgmt/update-billing-info', {
        billingAddress: { addressLine1: 'PO Box 12', city: 'Denver', state: 'CO', zip: '80202' },
      }),
      careAccountSchema,
    );
    expect(account.billingAddress).toEqual({
      addressLine1: 'PO Box 12',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
    });
    // The service address is not the billing address's business.
    expect(account.serviceAddress?.city).toBe('Austin');
  });
});
