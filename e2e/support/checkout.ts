import { type ServerProcess, startServerProcess } from '@orbit/server/server-process';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appRunning, saveScreenshot, seriousAxeViolations } from './browser.ts';
import { SUITE_ADDRESS_BUDGETS } from './suite-budgets.ts';

/**
 * Helpers of the checkout specs. Each spec starts its own server in development mode: the
 * confirmation emails are read from the developer mailbox (`/dev/mailbox.json`), which a
 * production server does not serve, and the fresh data dir gives every spec the seed's radios
 * untouched (a radio bought in one spec is active in the next otherwise).
 */
export function startCheckoutServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  // The sandbox tokenizer's 20 cards per address per minute is a constant
  // (SANDBOX_TOKENS_PER_ADDRESS_PER_MINUTE): each spec types far fewer cards than that.
  return startServerProcess({ NODE_ENV: 'development', ...SUITE_ADDRESS_BUDGETS, ...env });
}

/** A checkout walk is a dozen pages with an axe run on each: more than the suite's default 60 s. */
export const WALK_TIMEOUT_MS = 180_000;

/** An address nobody used before, so the streaming checks see a brand-new customer every run. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e.${label}.${stamp}@orbitradio.test`;
}

/** A card expiry two years ahead, as the customer types it (MM/YY). */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

/**
 * Waits until the step is the one on screen: its address, its h1 (which the app focuses when a
 * step appears), the app running it (a prerendered landing is readable before its Continue
 * answers) and no full-page loader left.
 */
export async function atStep(page: Page, url: RegExp, heading: string | RegExp): Promise<void> {
  try {
    await page.waitForURL(url, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
    await appRunning(page);
    await page.locator('[role="status"][aria-busy="true"]').waitFor({ state: 'hidden' });
  } catch (error) {
    // Say where the customer ended up instead, with a picture of it, for the bug report.
    const path = await saveScreenshot(page, `failed-${Date.now()}`);
    const seen = await page
      .locator('h1')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `Expected ${url} with h1 ${heading}; at ${page.url()} with h1 ${JSON.stringify(seen)} ` +
        `(screenshot ${path})`,
      { cause: error },
    );
  }
}

/**
 * What a customer (and a screen-reader user) would notice on this step: no serious axe
 * violation, no console error or CSP report so far — then a screenshot for people to look at.
 */
export async function checkStep(page: Page, problems: string[], name: string): Promise<string> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  return saveScreenshot(page, name);
}

export type MailboxMessage = {
  to: string;
  template: string;
  locale: string;
  subject: string | null;
  text: string | null;
};

/**
 * The developer mailbox's messages to one address. The confirmation is written to the outbox in
 * the order's own transaction, so once the thanks page shows, it is there: no polling.
 */
export async function mailTo(origin: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

export async function confirmationsTo(origin: string, to: string): Promise<MailboxMessage[]> {
  return (await mailTo(origin, to)).filter((message) => message.template === 'order-confirmation');
}

/** One row of an order summary as shown: its label and its amount in minor units. */
export type SummaryRow = { label: string; amount: string; minor: number };

/**
 * The charges of the order summary ("Order summary" / "Sommaire de la commande"): today's, then
 * the next one when there is one. Each is the list of rows, the total last.
 */
export async function orderSummary(page: Page, title: string | RegExp): Promise<SummaryRow[][]> {
  const region = page.getByRole('region', { name: title });
  const lists = await region.locator('dl').all();
  return Promise.all(lists.map(readRows));
}

async function readRows(list: Locator): Promise<SummaryRow[]> {
  const pairs = await list
    .locator(':scope > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
  return pairs.map(([label = '', amount = '']) => ({ label, amount, minor: minorOf(amount) }));
}

/** "$1,234.50" or "1 234,50 $" → 123450 (no float on the way: the digits are the cents). */
export function minorOf(amount: string): number {
  const digits = amount.replace(/[^\d]/g, '');
  expect(amount, `an amount with cents: ${amount}`).toMatch(/\d[.,]\d{2}\b/);
  const negative = /^[-−]/.test(amount.trim());
  return (negative ? -1 : 1) * Number(digits);
}

/** "State sales tax (6.5%)", "TVQ (9,975 %)" → the rate in parts per million. */
export function ratePpmOf(label: string): number | undefined {
  const match = /\((\d+)(?:[.,](\d+))?\s?%\)/.exec(label);
  if (!match) return undefined;
  const decimals = (match[2] ?? '').padEnd(4, '0').slice(0, 4);
  return Number(match[1]) * 10_000 + Number(decimals);
}

/**
 * A charge adds up as the customer can check it: each tax is its rate of the plan and fees
 * (rounded half-up to the cent), and the total is the sum of the lines above it.
 */
export function expectChargeAddsUp(rows: SummaryRow[], taxLabel: RegExp): void {
  const total = rows.at(-1);
  expect(total).toBeDefined();
  const lines = rows.slice(0, -1);
  const taxes = lines.filter((row) => taxLabel.test(row.label));
  const base = lines
    .filter((row) => !taxLabel.test(row.label))
    .reduce((sum, row) => sum + row.minor, 0);
  for (const tax of taxes) {
    const ppm = ratePpmOf(tax.label);
    expect(ppm, `a rate in "${tax.label}"`).toBeDefined();
    expect(tax.minor, tax.label).toBe(Math.floor((base * (ppm ?? 0) + 500_000) / 1_000_000));
  }
  expect(total?.minor).toBe(lines.reduce((sum, row) => sum + row.minor, 0));
}

/** The label of each row, to assert which lines a charge has. */
export function labelsOf(rows: SummaryRow[]): string[] {
  return rows.map((row) => row.label);
}
