import { createDeviceAuthorizationClient, createSignInsClient, type OrbitSdk } from '@orbit/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { WALK_TIMEOUT_MS } from '../support/checkout.ts';
import { tabToAndPress } from '../support/keyboard.ts';
import { type DemoSignIn, nodeSdk, signedInCookies } from '../support/signed-in.ts';

/*
 * Devices and sign-ins (ADR 078) on the demo account 10000212, which starts with nothing: a TV
 * (a Node SDK polling like a TV app) is linked by its code through the existing TV code page, a
 * passkey is made with Chromium's virtual authenticator on subscribe/sal-2; both show on
 * `account/devices`; removing the TV there (by keyboard) refuses its next request, and the
 * passkey is deleted. Then the page once in Canadian French.
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const FRESH: DemoSignIn = {
  handle: 'devices-fresh@orbitradio.test',
  password: 'Orbit-Devices-212',
};

let browser: Browser;
let tv: OrbitSdk | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  tv?.dispose();
  await browser?.close();
});

describe('devices and sign-ins', () => {
  it('lists a TV linked by code and a passkey, removes the TV (its next request refused) and deletes the passkey', {
    timeout: WALK_TIMEOUT_MS,
  }, async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin, FRESH))(page.context(), usOrigin);

    // Nothing yet: every section says so.
    await page.goto(`${usOrigin}/account/devices`);
    await settledOn(page, 'Devices and sign-ins');
    await page.getByText('No TV, speaker or car is connected to your account.').waitFor();
    await page.getByText(/You have no passkeys/).waitFor();
    await checkAtBothWidths(page, problems, 'devices-empty');

    // A passkey, made where the project makes them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${usOrigin}/subscribe/sal-2`);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.getByText('Your passkey is ready').waitFor();

    // A TV shows a code; the customer types it on the TV code page; the TV signs in.
    tv = await nodeSdk(usOrigin);
    const code = await createDeviceAuthorizationClient(tv).requestCode('tv');
    const polled = createDeviceAuthorizationClient(tv).pollForSession(code);
    await page.goto(`${usOrigin}/subscribe/linking/tv`);
    const field = page.getByLabel('Code', { exact: true });
    await field.fill(code.user_code);
    await page.keyboard.press('Enter');
    await page.getByText('You’re connected').waitFor();
    await polled;
    const tvCalls = createSignInsClient(tv);
    expect((await tvCalls.connectedDevices()).devices).toHaveLength(1);

    await page.goto(`${usOrigin}/account/devices`);
    await settledOn(page, 'Devices and sign-ins');
    const devices = page.getByRole('region', { name: 'Connected devices' });
    await devices.getByRole('heading', { name: 'TV', exact: true }).waitFor();
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('heading', { name: 'Passkey', exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Browsers and apps' })
      .getByText('This browser')
      .waitFor();
    await checkAtBothWidths(page, problems, 'devices-listed');

    // Remove the TV by keyboard, after the confirmation says what stops working.
    await tabToAndPress(page, devices.getByRole('button', { name: 'Remove TV' }));
    const confirm = page.getByRole('alertdialog', { name: 'Remove TV?' });
    await confirm.getByText(/TV is signed out at once/).waitFor();
    await checkAtBothWidths(page, problems, 'devices-remove-tv');
    await tabToAndPress(page, confirm.getByRole('button', { name: 'Remove' }));
    await page.getByText('TV was removed.').waitFor();
    await devices.getByText('No TV, speaker or car is connected to your account.').waitFor();
    // The TV's next request is refused: its session ended with the removal.
    await expect(tvCalls.connectedDevices()).rejects.toThrow();
    expect(tv.session.isAuthenticated).toBe(false);

    // Delete the passkey.
    await passkeys.getByRole('button', { name: 'Delete Passkey' }).click();
    const deleting = page.getByRole('alertdialog', { name: 'Delete Passkey?' });
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Passkey was deleted.').waitFor();
    await passkeys.getByText(/You have no passkeys/).waitFor();
    await checkAtBothWidths(page, problems, 'devices-after');

    // Once in Canadian French, signed in on the Canadian site (its own cookies).
    await (await signedInCookies(usOrigin, FRESH))(page.context(), caOrigin);
    await page.goto(`${caOrigin}/account/devices?langpref=fr-CA`);
    await settledOn(page, 'Appareils et connexions');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page
      .getByRole('region', { name: 'Navigateurs et applications' })
      .getByText('Ce navigateur')
      .waitFor();
    await checkAtBothWidths(page, problems, 'devices-fr-CA');
    await page.context().close();
  });
});
