import { type ServerProcess, startServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser.ts';

/*
 * Password, passcode and magic-link sign-in through the built web app. The codes and links are
 * read from the developer mailbox (`/dev/mailbox.json`), which a production server does not serve;
 * so this file starts its own server in development mode — the only differences from production
 * are that mailbox and HSTS — with COOKIE_SECURE=true so cookies behave as they do in production.
 * Nothing in the app is changed for the test: the browser still only sees the web app.
 */
let server: ServerProcess;
let browser: Browser;
let usOrigin: string;
let caOrigin: string;

beforeAll(async () => {
  server = await startServerProcess({
    NODE_ENV: 'development',
    COOKIE_SECURE: 'true',
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '500',
    IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '500',
    CARE_SESSION_STARTS_PER_IP_PER_MINUTE: '500',
  });
  usOrigin = server.origin;
  caOrigin = `http://can.localhost:${server.port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type MailboxMessage = { to: string; text: string | null; locale: string };

async function newestMessage(to: string, after = 0): Promise<MailboxMessage> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`${usOrigin}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    if (messages.length > after && messages[0]) return messages[0];
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no message to ${to}`);
}

async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${usOrigin}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
}

async function checked(page: Page, problems: string[], name: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await saveScreenshot(page, name);
}

async function signInWithPassword(
  page: Page,
  origin: string,
  handle: string,
  password: string,
  query = '',
) {
  await page.goto(`${origin}/sign-in${query}`);
  await settled(page);
  await page.getByLabel(/Email or username|Courriel ou nom d’utilisateur/).fill(handle);
  await page.keyboard.press('Enter');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/account$/);
}

describe('sign up, sign out, sign in (en-US, keyboard only)', () => {
  it('creates a sign-in, signs out from the credentials page, signs in again', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const email = `e2e.${Date.now()}@orbitradio.test`;
    await page.goto(`${usOrigin}/sign-up`);
    await settled(page);
    await page.keyboard.press('Tab'); // skip link
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // The page names a disallowed word before calling; personal data only the server sees.
    await page.keyboard.type('Orbit-Fan-2026');
    await page.keyboard.press('Enter');
    await page.getByText('Your password can’t contain the word “orbit”.').waitFor();
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Password').focus();
    await page.keyboard.type('E2e-Meteor-31');
    await page.keyboard.press('Enter');
    await page.getByText(/can’t contain your name, email, username or phone/).waitFor();
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Password').focus();
    await page.keyboard.type('Meteor-Shower-31');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account$/);

    await page.goto(`${usOrigin}/account/credentials`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign-in$/);

    await signInWithPassword(page, usOrigin, email, 'Meteor-Shower-31');
    await page.goto(`${usOrigin}/account/credentials`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    // No token where a script can read it (ADR 023): the refresh token is in an HttpOnly cookie
    // for the session calls only, the access token in the SDK's memory.
    const scriptCookies = decodeURIComponent(await page.evaluate(() => document.cookie));
    expect(scriptCookies).toContain('AUTH_TOKEN');
    expect(scriptCookies).not.toMatch(/ort_|oat_|orbit_refresh|"accessToken"|"refreshToken"/);
    const refreshCookie = (
      await page.context().cookies(`${usOrigin}/session/v1/sessions/refresh`)
    ).find((cookie) => cookie.name.endsWith('orbit_refresh'));
    expect(refreshCookie).toMatchObject({
      name: '__Secure-orbit_refresh',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/session/v1/sessions',
    });
    // The one refused sign-up (personal data) is a 400 the browser logs; nothing else went wrong.
    expect(problems).toEqual([
      'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.context().close();
  });

  it('says so when the password is wrong, without naming the reason', async () => {
    const { page } = await openPage(browser, 'phone');
    await page.goto(`${usOrigin}/sign-in`);
    await settled(page);
    await page.getByLabel('Email or username').fill('listener@orbitradio.test');
    await page.keyboard.press('Enter');
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText(/doesn’t match our records/)
      .waitFor();
    await page.context().close();
  });
});

describe('passwordless sign-in', () => {
  it('signs in with the code from the mailbox (AwaitingOTP), going back to redirectTo', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    const to = 'passwordless@orbitradio.test';
    const before = await mailCount(to);
    await page.goto(`${usOrigin}/sign-in?redirectTo=%2Faccount%2Fcredentials`);
    await settled(page);
    await page.getByLabel('Email or username').fill(to);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await page.getByText(/You can ask for a new code in \d+ seconds/).waitFor();
    await checked(page, problems, 'sign-in-otp-en-US-desktop');

    const code = /\b(\d{6})\b/.exec((await newestMessage(to, before)).text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(`${code?.slice(0, 3)} ${code?.slice(3)}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/credentials$/);
    await page.getByText(`Signed in as ${to}`).waitFor();
    await page.context().close();
  });

  it('signs in with a magic link in Canadian French', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    const to = 'auditrice@orbitradio.test';
    const before = await mailCount(to);
    await page.goto(`${caOrigin}/sign-in?langpref=fr-CA`);
    await settled(page);
    await page.getByLabel('Courriel ou nom d’utilisateur').fill(to);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'M’envoyer un lien de connexion par courriel' }).click();
    await page.getByText('Consultez vos courriels').waitFor();
    await checked(page, problems, 'sign-in-link-sent-fr-CA-phone');

    const message = await newestMessage(to, before);
    expect(message.locale).toBe('fr-CA');
    const link = /https?:\/\/\S*magicLinkId=[\w-]+/.exec(message.text ?? '')?.[0];
    expect(link).toBeDefined();
    // The link names the server's public URL; open it on the Canadian host the customer used.
    const url = new URL(link as string);
    await page.goto(`${caOrigin}${url.pathname}${url.search}`);
    await page.waitForURL(/\/account$/);
    await page.goto(`${caOrigin}/account/credentials?langpref=fr-CA`);
    await page.getByText(`Session ouverte en tant que ${to}`).waitFor();
    await page.context().close();
  });
});

const LANGUAGES = [
  { name: 'en-US', origin: () => usOrigin, query: '' },
  { name: 'fr-CA', origin: () => caOrigin, query: '?langpref=fr-CA' },
] as const;

describe.each(LANGUAGES)('identity pages in $name', ({ name, origin, query }) => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at %s width', (viewport) => {
    it('sign-in, sign-up, forgot password and credentials are accessible', async () => {
      const { page, problems } = await openPage(browser, viewport);
      await page.goto(`${origin()}/sign-in${query}`);
      await settled(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(name);
      await checked(page, problems, `sign-in-${name}-${viewport}`);

      await page
        .getByLabel(/Email or username|Courriel ou nom d’utilisateur/)
        .fill('listener@orbitradio.test');
      await page.keyboard.press('Enter');
      await page.getByLabel(/^(Password|Mot de passe)$/).waitFor();
      await checked(page, problems, `sign-in-password-${name}-${viewport}`);

      await page.goto(`${origin()}/sign-up${query}`);
      await settled(page);
      await page.getByLabel(/^(Password|Mot de passe)$/).fill('Comet-Tail');
      await checked(page, problems, `sign-up-${name}-${viewport}`);

      await page.goto(`${origin()}/sign-in/forgot-password${query}`);
      await settled(page);
      await checked(page, problems, `forgot-password-${name}-${viewport}`);

      await signInWithPassword(page, origin(), 'listener@orbitradio.test', 'Comet-Tail-42', query);
      await page.goto(`${origin()}/account/credentials${query}`);
      await page
        .getByText(/listener@orbitradio.test/)
        .first()
        .waitFor();
      await checked(page, problems, `credentials-${name}-${viewport}`);
      await page.context().close();
    });
  });
});
