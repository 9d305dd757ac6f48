import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withFakeSdkServices } from '../../testing/fake-identity-service.ts';
import { createFakeServer, json } from '../../testing/fake-server.ts';

/** What the identity pages' tests share: a listener's handle and a server that knows it. */
export const LISTENER = 'listener@orbitradio.test';

export function awaitingAuthMethod(options: { password?: boolean } = {}) {
  const hasPassword = options.password ?? true;
  return json({
    state: 'AwaitingAuthMethod',
    identityId: 'idn_1',
    loginInfo: {
      identityId: 'idn_1',
      contactOptions: [{ type: 'EMAIL', maskedValue: 'l*******@orbitradio.test' }],
      hasPassword,
      hasPasskey: false,
    },
    methods: hasPassword ? ['password', 'email'] : ['email'],
    otp: null,
  });
}

export function identityServer(flags: Record<string, boolean> = {}) {
  const server = withFakeSdkServices(createFakeServer({ flags }));
  server.on('POST /identity/v1/sign-in/start', () => awaitingAuthMethod());
  return server;
}

export async function enterHandle(handle = LISTENER) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username'), handle);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}
