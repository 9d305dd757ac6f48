import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * `/account/student-review` (ADR 070, docs/demo-data.md "Student verification"): the demo
 * reviewer approves the seeded pending proof of Sam Nakamura; a customer without the role is
 * told the page is not theirs and never sees the queue.
 */
const usOrigin = inject('usOrigin');

const REVIEWER: DemoSignIn = {
  handle: 'student.reviewer@orbitradio.test',
  password: 'Campus-Review-41',
};
const CUSTOMER: DemoSignIn = { handle: 'orbitowner1', password: 'Nebula-Drift-77' };
const PAGE = `${usOrigin}/account/student-review`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('student proof review', () => {
  it('the reviewer opens the pending proof and approves it', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(usOrigin, REVIEWER))(page.context(), usOrigin);
    await page.goto(PAGE);
    await settledOn(page, 'Review proofs of enrolment');
    await page.getByText('Austin Community College').waitFor();
    await checkAtBothWidths(page, problems, 'student-review-queue');
    await page.getByRole('button', { name: 'Review the proof of Sam Nakamura' }).click();
    await page.getByRole('heading', { name: 'Proof of enrolment of Sam Nakamura' }).waitFor();
    const file = page.locator('iframe[title="Proof of enrolment of Sam Nakamura"]');
    expect(await file.getAttribute('src')).toMatch(/^blob:/);
    await checkAtBothWidths(page, problems, 'student-review-proof');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved the proof of Sam Nakamura').waitFor();
    await page.getByText('No proofs are waiting for review.').waitFor();
    await checkAtBothWidths(page, problems, 'student-review-approved');
    await page.context().close();
  });

  it('refuses the queue to a customer without the reviewer role', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await (await signedInCookies(usOrigin, CUSTOMER))(page.context(), usOrigin);
    await page.goto(PAGE);
    await settledOn(page, 'Review proofs of enrolment');
    await page.getByText('This page isn’t available to you').waitFor();
    expect(await page.getByText('Austin Community College').count()).toBe(0);
    await expectLoggedProblems(problems, [
      'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await checkAtBothWidths(page, problems, 'student-review-not-reviewer');
    await page.context().close();
  });
});
