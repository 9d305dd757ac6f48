import { createIdentityClient } from '@orbit/sdk';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { type DemoSignIn, nodeSdk, signedInCookies } from '../support/signed-in.ts';

/*
 * The account area's "Edit streaming login" (flows §7.1 edit-streaming-login) on the Canadian
 * site in Canadian French: Élise Gagnon (account 20000001) pays for the streaming login of Théo
 * Tremblay, who listens on her account (docs/demo-data.md `family-streaming-login`). Signed in
 * as the owner, she gives his login a new email and password; then he signs in with them.
 *
 * This changes the suite's shared database for good: the seed's famille.tremblay@orbitradio.test
 * login becomes theo.tremblay@orbitradio.test. Nothing else in the suite uses it, and the steps
 * below run in order, each on the page the one before left (one signed-in browser).
 */
const usOrigin = inject('usOrigin');
const caOrigin = inject('caOrigin');
const OWNER: DemoSignIn = { handle: 'auditrice@orbitradio.test', password: 'Aurore-Boreale-58' };
const FAMILY: DemoSignIn = {
  handle: 'famille.tremblay@orbitradio.test',
  password: 'Erable-Sucre-36',
};
const CHANGED: DemoSignIn = {
  handle: 'theo.tremblay@orbitradio.test',
  password: 'Pluie-Verglas-47',
};
const UPDATE_PATH = '/services/account/update-streaming';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The value a `<dt>` names in a list of facts. */
function factOf(scope: Locator, name: string): Locator {
  return scope.locator('dt', { hasText: name }).locator('xpath=../dd');
}

/** The text of the element(s) a control's `aria-describedby` points to, as read with it. */
function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

describe('a family member’s streaming login, changed by the account owner (fr-CA)', () => {
  let page: Page;
  let problems: string[];
  /** Every update-streaming call the page made. */
  const updateCalls: string[] = [];

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, 'desktop'));
    page.on('request', (request) => {
      if (request.url().endsWith(UPDATE_PATH)) updateCalls.push(request.method());
    });
    // The sign-in is the identity's, whichever host the SDK used: the cookies go to the Canadian one.
    await (await signedInCookies(usOrigin, OWNER))(page.context(), caOrigin);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const logins = () => page.getByRole('region', { name: 'Identifiants de connexion' });
  const passwordField = () => page.getByLabel('Nouveau mot de passe', { exact: true });
  const loginField = () =>
    page.getByRole('textbox', { name: 'Nouveau courriel ou nom d’utilisateur', exact: true });

  it('shows the family member’s login, masked, beside the owner’s own', async () => {
    // The seeded login signs in as it is, before anything changes.
    const sdk = await nodeSdk(usOrigin);
    await createIdentityClient(sdk).signInWithPassword(FAMILY.handle, FAMILY.password);
    expect(sdk.session.isAuthenticated).toBe(true);
    sdk.dispose();

    await page.goto(`${caOrigin}/account/manage/account-info?langpref=fr-CA`);
    await settledOn(page, 'Gérer votre compte');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await expect.poll(() => page.getByText(/^Chargement/).count()).toBe(0);
    expect(await factOf(logins(), 'Connexion au compte').textContent()).toBe(OWNER.handle);
    expect(await factOf(logins(), 'Connexion à la diffusion en continu').textContent()).toBe(
      'f******@orbitradio.test',
    );
    await logins()
      .getByRole('button', { name: 'Modifier la connexion à la diffusion en continu' })
      .click();
    await loginField().waitFor();
    expect(
      await factOf(logins(), 'Connexion actuelle à la diffusion en continu').textContent(),
    ).toBe('f******@orbitradio.test');
    // The first field has the focus; the password's rules are listed, none met yet.
    await expect
      .poll(() => loginField().evaluate((element) => element === document.activeElement))
      .toBe(true);
    await logins().getByText('Votre mot de passe doit contenir :').waitFor();
    await checkAtBothWidths(page, problems, 'streaming-login-form-fr-CA');
  });

  it('refuses a password the rules refuse before any call, the error on its field', async () => {
    await loginField().fill(CHANGED.handle);
    // Only lower-case letters: one kind of character of the three needed.
    await passwordField().fill('printemps');
    await logins().getByRole('button', { name: 'Enregistrer', exact: true }).click();

    const message = 'Votre mot de passe ne respecte pas les exigences indiquées ci-dessous.';
    await logins().getByText(message).waitFor();
    expect(await passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(passwordField())).toContain(message);
    await expect
      .poll(() => passwordField().evaluate((element) => element === document.activeElement))
      .toBe(true);
    // The new email is fine: only the password is marked.
    expect(await loginField().getAttribute('aria-invalid')).toBeNull();
    expect(updateCalls).toEqual([]);
    await checkAtBothWidths(page, problems, 'streaming-login-refused-fr-CA');
  });

  it('saves a new email and password, leaving the owner’s contact email alone', async () => {
    await passwordField().fill(CHANGED.password);
    // Offered once the login is a whole email, and left unticked: the new email is Théo's, and
    // the account's contact email stays Élise's.
    const syncBox = logins().getByRole('checkbox', {
      name: 'Utiliser aussi ce courriel comme adresse courriel de mon compte',
    });
    expect(await syncBox.isChecked()).toBe(false);
    expect(await passwordField().getAttribute('aria-invalid')).toBeNull();

    const answered = page.waitForResponse((response) => response.url().endsWith(UPDATE_PATH));
    await logins().getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      subscriptionId: 'sub_seed_streaming_0007',
      email: CHANGED.handle,
      password: CHANGED.password,
    });
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      subscriptionIds: ['sub_seed_streaming_0007'],
      maskedUsername: 't******@orbitradio.test',
      passwordChanged: true,
      accountEmailUpdated: false,
    });

    await logins()
      .getByText(
        'La connexion à la diffusion en continu a été modifiée. La personne qui l’utilise se connectera avec les nouveaux renseignements la prochaine fois.',
      )
      .waitFor();
    expect(await factOf(logins(), 'Connexion à la diffusion en continu').textContent()).toBe(
      't******@orbitradio.test',
    );
    // The form closed and gave the focus back to its Edit button.
    const edit = logins().getByRole('button', {
      name: 'Modifier la connexion à la diffusion en continu',
    });
    await expect
      .poll(() => edit.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const contact = page.getByRole('region', { name: 'Coordonnées' });
    expect(await factOf(contact, 'Courriel').textContent()).toBe(OWNER.handle);
    expect(updateCalls).toEqual(['POST']);
    await checkAtBothWidths(page, problems, 'streaming-login-saved-fr-CA');
  });

  it('lets the family member sign in with the new email and password, not the old ones', async () => {
    const family = await openPage(browser, 'phone');
    await family.page.goto(`${caOrigin}/sign-in?langpref=fr-CA`);
    await settledOn(family.page, /./);
    await family.page
      .getByRole('textbox', { name: 'Courriel ou nom d’utilisateur', exact: true })
      .fill(CHANGED.handle);
    await family.page.keyboard.press('Enter');
    await family.page.getByLabel('Mot de passe', { exact: true }).fill(CHANGED.password);
    await family.page.keyboard.press('Enter');
    await family.page.waitForURL(/\/account$/);
    await family.page.goto(`${caOrigin}/account/credentials?langpref=fr-CA`);
    await family.page.getByText(`Session ouverte en tant que ${CHANGED.handle}`).waitFor();
    expect(family.problems).toEqual([]);
    await family.page.context().close();

    // The old login is gone, and the old password no longer opens the new one.
    // (Through the SDK on the US host: Node does not resolve can.localhost as Chromium does.)
    for (const attempt of [FAMILY, { ...CHANGED, password: FAMILY.password }]) {
      const sdk = await nodeSdk(usOrigin);
      await expect(
        createIdentityClient(sdk).signInWithPassword(attempt.handle, attempt.password),
      ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      sdk.dispose();
    }
  });
});
