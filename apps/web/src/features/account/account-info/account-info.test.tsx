import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { skipsGlobalHandler } from '../../../testing/fake-server.ts';
import {
  careAccount,
  careFailure,
  fakeAccountServer,
  identifiedAccount,
} from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

const INFO = '/account/manage/account-info';

async function atAccountInfo(care = fakeAccountServer()) {
  const page = renderAccount({ care, url: INFO });
  const user = userEvent.setup();
  await screen.findByRole('region', { name: 'Service address' });
  return { page, user, care };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

async function editServiceAddress(
  user: ReturnType<typeof userEvent.setup>,
  change: { line1?: string; zip?: string },
) {
  await user.click(screen.getByRole('button', { name: 'Edit service address' }));
  const form = region('Service address');
  if (change.line1 !== undefined) {
    await user.clear(form.getByLabelText('Street address'));
    await user.type(form.getByLabelText('Street address'), change.line1);
  }
  if (change.zip !== undefined) {
    await user.clear(form.getByLabelText('ZIP code'));
    await user.type(form.getByLabelText('ZIP code'), change.zip);
  }
  await user.click(form.getByRole('button', { name: 'Save' }));
  return form;
}

describe('account info', { timeout: 20_000 }, () => {
  it('shows the contact details, addresses and sign-ins', async () => {
    const { page } = await atAccountInfo();
    const contact = region('Contact information');
    expect(contact.getByText('Jane Rivera')).toBeDefined();
    expect(contact.getByText('owner@orbitradio.test')).toBeDefined();
    expect(contact.getByText('512-555-0101')).toBeDefined();
    expect(region('Service address').getByText(/100 Congress Ave/)).toBeDefined();
    expect(region('Billing address').getByText('Same as your service address')).toBeDefined();
    const logins = region('Sign-in details');
    // The signed-in owner reads their own login in full; the streaming login comes masked.
    expect(logins.getByText('orbitowner1')).toBeDefined();
    expect(logins.queryByText('o******')).toBeNull();
    expect(logins.getByText('o******@orbitradio.test')).toBeDefined();
    expect(
      logins.getByRole('link', { name: 'Forgot your username or password?' }).getAttribute('href'),
    ).toBe('/account/credentials');
    expect(screen.getByRole('link', { name: 'Account info' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(page.target.appEventData).toContainEqual({
      event: 'page-loaded',
      pageInfo: { flowName: 'accountdashboard', componentName: 'accountInfo' },
    });
  });

  it('never shows an identified visitor the account login', async () => {
    await atAccountInfo(fakeAccountServer(identifiedAccount()));
    const logins = region('Sign-in details');
    expect(logins.getByText('Shown once you sign in')).toBeDefined();
    expect(logins.queryByText('orbitowner1')).toBeNull();
    // Should a login ever reach a visitor who is not the owner, it is masked.
    cleanup();
    await atAccountInfo(fakeAccountServer({ ...identifiedAccount(), username: 'orbitowner1' }));
    expect(region('Sign-in details').getByText('o******')).toBeDefined();
    expect(screen.queryByText('orbitowner1')).toBeNull();
  });

  it('checks the contact form with the field rules, then saves with the rest unchanged', async () => {
    const { page, user, care } = await atAccountInfo();
    await user.click(screen.getByRole('button', { name: 'Edit contact information' }));
    const form = region('Contact information');
    expect(document.activeElement).toBe(form.getByLabelText('First name'));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'jane@');
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '51255');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Enter an email address like name@example.com.')).toBeDefined();
    expect(form.getByText('That’s too short.')).toBeDefined();
    expect(document.activeElement).toBe(form.getByLabelText('Email'));
    expect(care.updateCustomerInfo).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual([
      ['contactInfo.email', 'INVALID'],
      ['contactInfo.phoneNumber', 'TOO_SHORT'],
    ]);

    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'jane@orbitradio.test');
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '512-555-0199');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Your contact information was saved.')).toBeDefined();
    expect(care.updateCustomerInfo).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Rivera',
      email: 'jane@orbitradio.test',
      phoneNumber: '5125550199',
      billingAddressSameAsService: true,
      serviceAddress: {
        addressLine1: '100 Congress Ave',
        addressLine2: undefined,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    });
    expect(
      skipsGlobalHandler(
        care.server.requestsTo('/services/account-mgmt/update-customer-info').at(-1),
      ),
    ).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit contact information' }),
    );
  });

  it('keeps the service address in its zip code, and says why', async () => {
    const { page, user, care } = await atAccountInfo();
    const form = await editServiceAddress(user, { zip: '78702' });
    expect(
      form.getByText(
        'Your service address has to stay in ZIP code 78701. To move your service to another ZIP code, call us at 1-866-555-0100.',
      ),
    ).toBeDefined();
    expect(document.activeElement).toBe(form.getByLabelText('ZIP code'));
    expect(care.validateAddress).not.toHaveBeenCalled();
    expect(care.updateCustomerInfo).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual([['serviceAddress.zip', 'ZIP_MISMATCH']]);
  });

  it('says the same when the server refuses a new zip code', async () => {
    const care = fakeAccountServer();
    care.updateCustomerInfo.mockRejectedValue(careFailure(400, 'SERVICE_ADDRESS_ZIP_MISMATCH'));
    const { user } = await atAccountInfo(care);
    const form = await editServiceAddress(user, { line1: '200 Congress Ave' });
    expect(
      await form.findByText(/Your service address has to stay in ZIP code 78701/),
    ).toBeDefined();
  });

  it('offers the corrected address, and saves the one chosen', async () => {
    const care = fakeAccountServer();
    care.validateAddress.mockResolvedValue({
      confidenceLevel: 'interactionRequired',
      status: 'valid',
      correctedAddresses: [
        { addressLine1: '200 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' },
        // Another zip code: a service address cannot move there, so it is not offered.
        { addressLine1: '200 Congress Avenue', city: 'Austin', state: 'TX', zip: '78702' },
      ],
    });
    const { user } = await atAccountInfo(care);
    const form = await editServiceAddress(user, { line1: '200 congress ave' });
    expect(await form.findByRole('heading', { name: 'Did you mean…?' })).toBeDefined();
    expect(care.validateAddress).toHaveBeenCalledWith({
      address: {
        addressLine1: '200 congress ave',
        addressLine2: undefined,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    });
    expect(skipsGlobalHandler(care.server.requestsTo('/services/validate/address').at(-1))).toBe(
      true,
    );
    const choices = form.getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      '200 Congress Avenue, Austin, TX 78701',
      'Keep the address as I entered it: 200 congress ave, Austin, TX 78701',
    ]);
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    await user.click(form.getByRole('button', { name: 'Use this address' }));
    expect(await form.findByText('Your service address was saved.')).toBeDefined();
    expect(care.updateCustomerInfo.mock.calls[0]?.[0].serviceAddress).toEqual({
      addressLine1: '200 Congress Avenue',
      addressLine2: undefined,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it('lets the customer keep the address as typed', async () => {
    const care = fakeAccountServer();
    care.validateAddress.mockResolvedValue({
      confidenceLevel: 'interactionRequired',
      status: 'valid',
      correctedAddresses: [
        { addressLine1: '200 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' },
      ],
    });
    const { user } = await atAccountInfo(care);
    const form = await editServiceAddress(user, { line1: '200 Congress Ave' });
    await user.click(await form.findByRole('radio', { name: /Keep the address as I entered it/ }));
    await user.click(form.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(care.updateCustomerInfo).toHaveBeenCalledTimes(1));
    expect(care.updateCustomerInfo.mock.calls[0]?.[0].serviceAddress.addressLine1).toBe(
      '200 Congress Ave',
    );
  });

  it('saves without asking when the validator is down', async () => {
    const care = fakeAccountServer();
    care.validateAddress.mockRejectedValue(careFailure(503, 'SERVICE_UNAVAILABLE'));
    const { user } = await atAccountInfo(care);
    const form = await editServiceAddress(user, { line1: '200 Congress Ave' });
    expect(await form.findByText('Your service address was saved.')).toBeDefined();
  });

  it('puts bills back on the service address with the same-as-service box', async () => {
    const care = fakeAccountServer(
      careAccount({
        billingAddress: {
          addressLine1: 'PO Box 12',
          city: 'Austin',
          state: 'TX',
          zip: '78767',
        },
      }),
    );
    const { user } = await atAccountInfo(care);
    const billing = region('Billing address');
    expect(billing.getByText(/PO Box 12/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit billing address' }));
    const same = billing.getByRole('checkbox', {
      name: 'My billing address is the same as my service address',
    });
    expect((same as HTMLInputElement).checked).toBe(false);
    expect(billing.getByLabelText('Street address')).toBeDefined();
    await user.click(same);
    expect(billing.queryByLabelText('Street address')).toBeNull();
    await user.click(billing.getByRole('button', { name: 'Save' }));
    expect(await billing.findByText('Your billing address was saved.')).toBeDefined();
    expect(care.updateCustomerInfo.mock.calls[0]?.[0].billingAddressSameAsService).toBe(true);
    expect(care.updateBillingInfo).not.toHaveBeenCalled();
  });

  it('saves a billing address of its own, with the market’s provinces in Canada', async () => {
    const care = fakeAccountServer(
      careAccount({
        country: 'CA',
        serviceAddress: {
          addressLine1: '1 Rue Sainte-Catherine',
          city: 'Montréal',
          state: 'QC',
          zip: 'H2X 1K4',
        },
      }),
    );
    renderAccount({ care, url: INFO, country: 'ca', locale: 'fr-CA' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Modifier l’adresse de facturation' }),
    );
    const billing = region('Adresse de facturation');
    await user.click(
      billing.getByRole('checkbox', {
        name: 'Mon adresse de facturation est identique à mon adresse de service',
      }),
    );
    await user.type(billing.getByLabelText('Adresse municipale'), '500 Rue Sherbrooke');
    await user.type(billing.getByLabelText('Ville'), 'Montréal');
    await user.selectOptions(billing.getByLabelText('Province ou territoire'), 'QC');
    await user.type(billing.getByLabelText('Code postal'), 'H3A 1B2');
    await user.click(billing.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await billing.findByText('Votre adresse de facturation a été enregistrée.'),
    ).toBeDefined();
    expect(care.updateBillingInfo).toHaveBeenCalledWith({
      billingAddress: {
        addressLine1: '500 Rue Sherbrooke',
        addressLine2: undefined,
        city: 'Montréal',
        state: 'QC',
        zip: 'H3A 1B2',
      },
    });
    expect(
      skipsGlobalHandler(
        care.server.requestsTo('/services/account-mgmt/update-billing-info').at(-1),
      ),
    ).toBe(true);
  });

  it('shows the contact preferences and the date do-not-call requests take effect', async () => {
    const { user, care } = await atAccountInfo();
    const preferences = region('Contact preferences');
    const email = await preferences.findByRole('checkbox', { name: 'Email me offers and news' });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(preferences.getByText('Calls stop by 10/15/2026')).toBeDefined();
    expect(preferences.getByText('Requested 10/01/2026')).toBeDefined();
    await user.click(
      preferences.getByRole('checkbox', {
        name: 'Text me offers (message and data rates may apply)',
      }),
    );
    await user.click(preferences.getByRole('button', { name: 'Save preferences' }));
    expect(await preferences.findByText('Your contact preferences were saved.')).toBeDefined();
    expect(care.contactPreferences).toHaveBeenLastCalledWith({
      langPref: 'en-US',
      update: {
        emailMarketing: true,
        smsMarketing: true,
        phoneMarketing: false,
        preferredLanguage: 'en-US',
      },
    });
    expect(
      skipsGlobalHandler(
        care.server.requestsTo('/services/account-mgmt/contact-preferences').at(-1),
      ),
    ).toBe(true);
  });
});
