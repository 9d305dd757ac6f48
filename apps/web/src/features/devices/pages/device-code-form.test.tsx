import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerPasswordSignIn,
  forgetSdkState,
  serviceError,
  signInOnPage,
  withFakeSdkServices,
} from '../../../testing/fake-identity-service.ts';
import { createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const AUTHORIZE = '/device-authorization/v1/user-codes/authorize';

beforeEach(() => forgetSdkState());

/** Signs in with a password on the sign-in page, which then goes on to the TV code page. */
async function signedInOnTvCode() {
  const server = answerPasswordSignIn(withFakeSdkServices(createFakeServer()));
  const app = renderApp({ url: '/sign-in?redirectTo=%2Fsubscribe%2Flinking%2Ftv', server });
  const user = await signInOnPage('listener@orbitradio.test');
  await app.heading('Connect your TV or car');
  return { app, server, user, field: await screen.findByLabelText('Code', { exact: true }) };
}

describe('the TV code form, signed in', { timeout: 30_000 }, () => {
  it('checks the length first, then puts a refused code on the field', async () => {
    const { server, user, field } = await signedInOnTvCode();
    server.on(`POST ${AUTHORIZE}`, () => serviceError(400, 'USER_CODE_INVALID'));

    await user.type(field, 'bcdfg');
    expect((field as HTMLInputElement).value).toBe('BCDF-G');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter all 8 letters of the code.')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(server.requestsTo(AUTHORIZE)).toHaveLength(0);

    await user.type(field, 'hjk');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/That code isn’t right/)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(server.requestsTo(AUTHORIZE)[0]?.body).toEqual({ userCode: 'BCDF-GHJK' });
  });

  it('says when the code has expired, and starts over after a success', async () => {
    const { server, user, field } = await signedInOnTvCode();
    server.on(`POST ${AUTHORIZE}`, () => serviceError(400, 'USER_CODE_EXPIRED'));
    await user.type(field, 'bcdfghjk');
    await user.keyboard('{Enter}');
    const expired = await screen.findByText('This code has expired');
    await waitFor(() => expect(document.activeElement?.contains(expired)).toBe(true));

    server.on(`POST ${AUTHORIZE}`, () => json({ status: 'APPROVED', flow: 'tv', deviceId: null }));
    await user.clear(field);
    await user.type(field, 'lmnpqrst');
    await user.keyboard('{Enter}');
    const connected = await screen.findByText('You’re connected');
    await waitFor(() => expect(document.activeElement?.contains(connected)).toBe(true));
    expect(screen.queryByText('This code has expired')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Connect another device' }));
    const empty = await screen.findByLabelText('Code', { exact: true });
    expect((empty as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });
});
