import { type ServerProcess, startServerProcess } from '@orbit/server/server-process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRunning,
  launchChromium,
  openPage,
  saveScreenshot,
  seriousAxeViolations,
  type ViewportName,
} from '../support/browser.ts';
import { SUITE_ADDRESS_BUDGETS } from '../support/suite-budgets.ts';

/*
 * A sign-in the server answers with a human check (ADR 024), solved by the browser's Web Workers
 * at the production cost. This file starts its own server so that one wrong password from this
 * address (every browser here calls from 127.0.0.1) is enough for the server to ask: nothing else
 * is changed, and the check, its cost and its solver are the real ones.
 */
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess({
    ...SUITE_ADDRESS_BUDGETS,
    SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR: '1',
  });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RUNS = [
  {
    locale: 'en-US',
    viewport: 'desktop',
    origin: () => server.origin,
    query: '',
    handleLabel: 'Email or username',
    passwordLabel: 'Password',
    noMatch: 'doesn’t match our records',
    changeHandle: /Use a different|Change/,
    checkName: 'Security check',
    solving: 'Checking that you’re a person…',
  },
  {
    locale: 'fr-CA',
    viewport: 'phone',
    origin: () => `http://can.localhost:${server.port}`,
    query: '?langpref=fr-CA',
    handleLabel: 'Courriel ou nom d’utilisateur',
    passwordLabel: 'Mot de passe',
    noMatch: 'ne correspond',
    changeHandle: /Utiliser|Changer/,
    checkName: 'Vérification de sécurité',
    solving: 'Nous vérifions que vous êtes une personne…',
  },
] as const;

describe.each(RUNS)('sign-in asked for a human check ($locale, $viewport)', (run) => {
  it('solves it in Web Workers and signs in, by keyboard, with no serious axe violation', async () => {
    const { page, problems } = await openPage(browser, run.viewport as ViewportName);
    await page.goto(`${run.origin()}/sign-in${run.query}`);
    await page.locator('main h1').first().waitFor();
    // A prerendered screen shows before the app runs (ADR 083): act once it does.
    await appRunning(page);
    // A wrong password for a handle nobody has: this address now has a failure to its name.
    await page.getByLabel(run.handleLabel).fill(`nobody.${run.locale}@orbitradio.test`);
    await page.keyboard.press('Enter');
    await page.getByLabel(new RegExp(`^${run.passwordLabel}$`)).fill('Wrong-Guess-11');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: run.noMatch }).waitFor();

    // The owner of another handle, from the same address: the server asks for a check first.
    await page.getByRole('button', { name: run.changeHandle }).click();
    await page.getByLabel(run.handleLabel).fill('listener@orbitradio.test');
    await page.keyboard.press('Enter');
    const password = page.getByLabel(new RegExp(`^${run.passwordLabel}$`));
    await password.fill('Comet-Tail-42');
    await password.press('Enter');
    const check = page.getByRole('region', { name: run.checkName });
    await check.waitFor();
    const shownAt = Date.now();
    expect(await check.getByRole('status').getAttribute('aria-live')).toBe('polite');
    await saveScreenshot(page, `human-check-${run.locale}-${run.viewport}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Solved without a click, the password goes again with the proof, and the page moves on.
    await page.waitForURL(/\/account$/, { timeout: 60_000 });
    const solvedInMs = Date.now() - shownAt;
    console.info(
      `human check (${run.locale}, ${run.viewport}) solved and signed in after ${solvedInMs} ms`,
    );
    // Chromium logs every refused call; the 400 and 428 answers are the ones this test asks for.
    const expected = /Failed to load resource: the server responded with a status of (400|428)/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    await page.context().close();
  });
});
