import type { CareAccount } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  careError,
  careOk,
  createFakeServer,
  skipsGlobalHandler,
} from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  careAccount,
  careFailure,
  fakeAccountServer,
  identifiedAccount,
  subscription,
} from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

const INFO = '/account/manage/account-info';
const EDIT = { name: 'Edit streaming login' };

async function atSignIns(care = fakeAccountServer(), locale?: 'fr-CA') {
  const page = renderAccount({
    care,
    url: INFO,
    ...(locale ? { country: 'ca' as const, locale } : {}),
  });
  const user = userEvent.setup();
  await screen.findByRole('region', {
    name: locale ? 'Identifiants de connexion' : 'Sign-in details',
  });
  return { page, user, care };
}

const signIns = () => within(screen.getByRole('region', { name: 'Sign-in details' }));

/** The account as it loads after the change: the new login, and the contact email synced. */
function changedAccount(account: CareAccount): CareAccount {
  return {
    ...account,
    email: 'jane.stream@orbitradio.test',
    subscriptions: account.subscriptions.map((s) =>
      s.streamingCredentials
        ? {
            ...s,
            streamingCredentials: {
              maskedUsername: 'j******@orbitradio.test',
              isAccountLogin: false,
            },
          }
        : s,
    ),
  };
}

describe('editing the streaming login', { timeout: 20_000 }, () => {
  it('changes it to an email that becomes the contact email too, then shows the new login', async () => {
    const care = fakeAccountServer();
    care.updateStreamingLogin.mockImplementation(async () => {
      care.getAccount.mockResolvedValue(changedAccount(careAccount()));
      return {
        subscriptionIds: ['sub_2'],
        maskedUsername: 'j******@orbitradio.test',
        passwordChanged: true,
        accountEmailUpdated: true,
      };
    });
    const { user } = await atSignIns(care);
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    expect(form.getByText('o******@orbitradio.test')).toBeDefined();
    const login = form.getByLabelText('New email or username');
    expect(document.activeElement).toBe(login);
    // The contact-email question only comes with a whole email address.
    await user.type(login, 'jane.stream');
    expect(form.queryByRole('checkbox')).toBeNull();
    await user.type(login, '@orbitradio.test');
    await user.click(
      form.getByRole('checkbox', { name: 'Also use this email as my account’s contact email' }),
    );
    await user.type(form.getByLabelText('New password'), 'Quartz-Lemon-93');
    expect(form.getByText(/8 to 64 characters/).closest('li')?.textContent).toContain('(done)');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(
      await form.findByText(
        'The streaming login was changed, and it’s now your account’s contact email too.',
      ),
    ).toBeDefined();
    expect(care.updateStreamingLogin).toHaveBeenCalledWith({
      subscriptionId: 'sub_2',
      email: 'jane.stream@orbitradio.test',
      password: 'Quartz-Lemon-93',
      synchronizeAccountEmail: true,
    });
    expect(
      skipsGlobalHandler(care.server.requestsTo('/services/account/update-streaming').at(-1)),
    ).toBe(true);
    // The account was loaded again: the new login and the synced email are on the page.
    expect(care.getAccount).toHaveBeenCalledTimes(2);
    expect(form.getByText('j******@orbitradio.test')).toBeDefined();
    expect(form.queryByText('o******@orbitradio.test')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Contact information' })).getByText(
        'jane.stream@orbitradio.test',
      ),
    ).toBeDefined();
    expect(form.queryByLabelText('New email or username')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', EDIT));
  });

  it('sends a username as a username, and only what changes', async () => {
    const { user, care } = await atSignIns();
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    await user.type(form.getByLabelText('New email or username'), 'janestreams7');
    expect(form.queryByRole('checkbox')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText(
        'The streaming login was changed. Whoever listens with it signs in with the new details next time.',
      ),
    ).toBeDefined();
    expect(care.updateStreamingLogin).toHaveBeenCalledWith({
      subscriptionId: 'sub_2',
      username: 'janestreams7',
    });
    expect(
      skipsGlobalHandler(care.server.requestsTo('/services/account/update-streaming').at(-1)),
    ).toBe(true);
  });

  it('puts a login another sign-in uses on the login field', async () => {
    const care = fakeAccountServer();
    care.updateStreamingLogin.mockRejectedValue(careFailure(409, 'USERNAME_IN_USE'));
    const { user } = await atSignIns(care);
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    const login = form.getByLabelText('New email or username');
    await user.type(login, 'taken@orbitradio.test');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText(
        'This email or username is already used by another sign-in. Choose another one.',
      ),
    ).toBeDefined();
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(login);
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('puts the server’s password refusal on the password field', async () => {
    const care = fakeAccountServer();
    care.updateStreamingLogin.mockRejectedValue(careFailure(400, 'PASSWORD_TOO_COMMON'));
    const { user } = await atSignIns(care);
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    await user.type(form.getByLabelText('New password'), 'Sunshine-2024');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('This password is too common. Choose one that’s harder to guess.'),
    ).toBeDefined();
    expect(document.activeElement).toBe(form.getByLabelText('New password'));
  });

  it('refuses a weak password and a malformed login before any call', async () => {
    const { page, user, care } = await atSignIns();
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Enter a new email or username, or a new password.')).toBeDefined();

    await user.type(form.getByLabelText('New email or username'), 'jane');
    await user.type(form.getByLabelText('New password'), 'orbit123');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      form.getByText('Enter an email address, or a username of 6 to 20 letters and numbers.'),
    ).toBeDefined();
    expect(
      form.getByText('Your password doesn’t meet the requirements listed below.'),
    ).toBeDefined();
    expect(document.activeElement).toBe(form.getByLabelText('New email or username'));

    await user.clear(form.getByLabelText('New email or username'));
    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'Orbit-Fan-2024');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Your password can’t contain the word “orbit”.')).toBeDefined();

    expect(care.updateStreamingLogin).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual([
      ['streamingLogin.login', 'REQUIRED'],
      ['streamingLogin.login', 'TOO_SHORT'],
      ['streamingLogin.password', 'PASSWORD_POLICY_NOT_MET'],
      ['streamingLogin.password', 'PASSWORD_DISALLOWED_WORDS'],
    ]);
  });

  it('says so when the account has no separate streaming login after all', async () => {
    const care = fakeAccountServer();
    care.updateStreamingLogin.mockRejectedValue(careFailure(404, 'STREAMING_LOGIN_NOT_FOUND'));
    const { user } = await atSignIns(care);
    await user.click(screen.getByRole('button', EDIT));
    const form = signIns();
    await user.type(form.getByLabelText('New password'), 'Quartz-Lemon-93');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText(/There’s no separate streaming login on this account to change/),
    ).toBeDefined();
  });

  it('is not offered on an account without a streaming login', async () => {
    await atSignIns(fakeAccountServer(careAccount({ subscriptions: [subscription()] })));
    expect(signIns().queryByText('Streaming login')).toBeNull();
    expect(screen.queryByRole('button', EDIT)).toBeNull();
    // The other sections still edit as before.
    expect(screen.getByRole('button', { name: 'Edit contact information' })).toBeDefined();
  });

  it('shows the owner’s own sign-in streaming, but leaves it to the credentials page', async () => {
    const own = careAccount();
    await atSignIns(
      fakeAccountServer({
        ...own,
        subscriptions: own.subscriptions.map((s) =>
          s.streamingCredentials
            ? { ...s, streamingCredentials: { ...s.streamingCredentials, isAccountLogin: true } }
            : s,
        ),
      }),
    );
    expect(signIns().getByText('o******@orbitradio.test')).toBeDefined();
    expect(screen.queryByRole('button', EDIT)).toBeNull();
  });

  it('is not offered to an identified visitor', async () => {
    await atSignIns(fakeAccountServer(identifiedAccount()));
    expect(signIns().getByText('o******@orbitradio.test')).toBeDefined();
    expect(screen.queryByRole('button', EDIT)).toBeNull();
  });

  it('speaks Canadian French', async () => {
    const care = fakeAccountServer(careAccount({ country: 'CA' }));
    care.updateStreamingLogin.mockRejectedValue(careFailure(409, 'USERNAME_IN_USE'));
    const { user } = await atSignIns(care, 'fr-CA');
    await user.click(
      screen.getByRole('button', { name: 'Modifier la connexion à la diffusion en continu' }),
    );
    const form = within(screen.getByRole('region', { name: 'Identifiants de connexion' }));
    expect(form.getByText('Connexion actuelle à la diffusion en continu')).toBeDefined();
    expect(form.getByText('Votre mot de passe doit contenir :')).toBeDefined();
    await user.type(
      form.getByLabelText('Nouveau courriel ou nom d’utilisateur'),
      'élise@exemple.ca',
    );
    expect(
      form.getByRole('checkbox', {
        name: 'Utiliser aussi ce courriel comme adresse courriel de mon compte',
      }),
    ).toBeDefined();
    await user.type(form.getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(
      form.getByText('Votre mot de passe ne respecte pas les exigences indiquées ci-dessous.'),
    ).toBeDefined();
    expect(care.updateStreamingLogin).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Nouveau mot de passe'));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await form.findByText(
        'Ce courriel ou ce nom d’utilisateur est déjà utilisé par une autre connexion. Choisissez-en un autre.',
      ),
    ).toBeDefined();
  });

  it('goes through the SDK’s care call, and maps the server’s refusal onto the field', async () => {
    const server = createFakeServer();
    let account = careAccount();
    server.on('POST /services/account', () => careOk(account));
    server.on('POST /services/account-mgmt/contact-preferences', () =>
      careError(503, 'SERVICE_UNAVAILABLE', 'error.common.service.unavailable'),
    );
    let taken = true;
    server.on('POST /services/account/update-streaming', () => {
      if (taken) return careError(409, 'USERNAME_IN_USE', 'error.identity.username.in.use');
      account = changedAccount(account);
      return careOk({
        subscriptionIds: ['sub_2'],
        maskedUsername: 'j******@orbitradio.test',
        passwordChanged: false,
        accountEmailUpdated: true,
      });
    });
    renderApp({ url: INFO, server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', EDIT));
    const form = signIns();
    await user.type(form.getByLabelText('New email or username'), 'jane.stream@orbitradio.test');
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText(
        'This email or username is already used by another sign-in. Choose another one.',
      ),
    ).toBeDefined();

    taken = false;
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('j******@orbitradio.test')).toBeDefined();
    expect(server.requestsTo('/services/account/update-streaming').map((r) => r.body)).toEqual([
      {
        subscriptionId: 'sub_2',
        email: 'jane.stream@orbitradio.test',
        synchronizeAccountEmail: true,
      },
      {
        subscriptionId: 'sub_2',
        email: 'jane.stream@orbitradio.test',
        synchronizeAccountEmail: true,
      },
    ]);
    expect(server.requestsTo('/services/account')).toHaveLength(2);
  });
});
