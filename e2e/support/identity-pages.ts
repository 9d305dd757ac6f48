import { type ServerProcess, startServerProcess } from '@orbit/server/server-process';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appRunning, saveScreenshot, seriousAxeViolations } from './browser.ts';

/*
 * What the sign-in and sign-up suites share. Their codes and links are read from the developer
 * mailbox (`/dev/mailbox.json`), which a production server does not serve; so they start their
 * own server in development mode — the only differences from production are that mailbox and
 * HSTS — with COOKIE_SECURE=true so cookies behave as they do in production. Nothing in the app is
 * changed for the test: the browser still only sees the web app.
 */

export type MailboxMessage = { to: string; template: string; text: string | null; locale: string };

export type MailboxServer = {
  server: ServerProcess;
  usOrigin: string;
  caOrigin: string;
};

export async function startMailboxServer(): Promise<MailboxServer> {
  const server = await startServerProcess({
    NODE_ENV: 'development',
    COOKIE_SECURE: 'true',
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '500',
    IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '500',
    CARE_SESSION_STARTS_PER_IP_PER_MINUTE: '500',
  });
  return { server, usOrigin: server.origin, caOrigin: `http://can.localhost:${server.port}` };
}

/** The messages to `to`, newest first. */
export async function mailTo(origin: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The newest message to `to` once there are more than `after` (polled: some are written late). */
export async function newestMessage(
  origin: string,
  to: string,
  after = 0,
): Promise<MailboxMessage> {
  for (let tries = 0; tries < 50; tries++) {
    const messages = await mailTo(origin, to);
    if (messages.length > after && messages[0]) return messages[0];
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no message to ${to}`);
}

/** The page's heading is shown, the app runs it and nothing is loading. */
export async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await appRunning(page);
  await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
}

/** No serious accessibility violation, no console or page error; then a screenshot. */
export async function checked(page: Page, problems: string[], name: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await saveScreenshot(page, name);
}
