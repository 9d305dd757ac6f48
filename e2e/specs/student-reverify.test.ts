import type { ServerProcess } from '@orbit/server/server-process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths, settledOn } from '../support/both-widths.ts';
import { expectLoggedProblems, launchChromium, openPage } from '../support/browser.ts';
import { mailTo, startCheckoutServer } from '../support/checkout.ts';
import { type DemoSignIn, signedInCookies } from '../support/signed-in.ts';

/*
 * Student re-verification (flows §6, ADR 067) from the reminder email to the completion page:
 * the reminder sweep runs (`/dev/student/reverify-reminders`, what the scheduler runs), the
 * email's link opens the re-verify page, the school email's code comes from the developer
 * mailbox, and the confirm page rolls Nora's full-price plan (demo account 10000147, verified
 * 350 days before the seed) to the student plan at its renewal. Leo (10000142, a promotion
 * running) goes offer-to-offer. Léa (10000244, Montréal) re-verifies in fr-CA on the Canadian
 * site without signing in — the link is enough — and rolls over. A link that does not open
 * offers to sign in.
 */
let server: ServerProcess;
let usOrigin: string;
/**
 * The same server by its loopback address, for Node's own calls: `localhost` may resolve to
 * ::1 first, where another process may listen on the same port number.
 */
let apiOrigin: string;

const NORA: DemoSignIn & { schoolEmail: string } = {
  handle: 'student.rollover@orbitradio.test',
  password: 'Campus-Rollover-47',
  schoolEmail: 'nora.castillo@mit.edu',
};
const LEO: DemoSignIn & { schoolEmail: string } = {
  handle: 'student.expiring@orbitradio.test',
  password: 'Seminar-Comet-63',
  schoolEmail: 'leo.tremblay@mail.mcgill.ca',
};

/** Léa (10000244): Montréal, French, full price, inside the window; never signs in. */
const LEA = { schoolEmail: 'lea.bouchard@mail.mcgill.ca' };

let browser: Browser;
let links: Map<string, string>;

beforeAll(async () => {
  // A server of its own in development mode: the reminder sweep and the mailbox are its
  // development routes, and its fresh data dir has the demo students untouched.
  server = await startCheckoutServer();
  usOrigin = server.origin;
  apiOrigin = usOrigin.replace('//localhost:', '//127.0.0.1:');
  browser = await launchChromium();
  // The sweep: every verification inside its re-verify window gets its reminder, once.
  const swept = await fetch(`${apiOrigin}/dev/student/reverify-reminders`, { method: 'POST' });
  expect(swept.status, await swept.clone().text()).toBe(200);
  links = new Map();
  for (const student of [NORA, LEO, LEA]) {
    const [reminder] = (await mailTo(apiOrigin, student.schoolEmail)).filter(
      (message) => message.template === 'student-reverify-reminder',
    );
    const href = /https?:\/\/\S+\/student\/re-verify\?tkn=[A-Za-z0-9._-]+/.exec(
      reminder?.text ?? '',
    )?.[0];
    if (!href) throw new Error(`no re-verify link mailed to ${student.schoolEmail}`);
    links.set(student.schoolEmail, href);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The reminder's link, opened on this server (the link names the configured site's URL). */
function linkOf(student: { schoolEmail: string }, origin = usOrigin, programCode = 'USSTUDENT') {
  const href = new URL(links.get(student.schoolEmail) ?? '');
  return `${origin}${href.pathname}${href.search}&programCode=${programCode}`;
}

const ENGLISH_STEP = {
  lastName: 'Last name',
  email: /School email address/,
  send: 'Send my code',
  code: /Verification code/,
  verify: 'Verify',
};
const FRENCH_STEP = {
  lastName: 'Nom de famille',
  email: /Adresse courriel scolaire/,
  send: 'Envoyer mon code',
  code: /Code de vérification/,
  verify: 'Vérifier',
};

/** The school email step, by keyboard where a customer would use it: the code from the mailbox. */
async function verifyBySchoolEmail(
  page: Page,
  student: { schoolEmail: string },
  lastName: string,
  words = ENGLISH_STEP,
) {
  await page.getByRole('textbox', { name: words.lastName }).fill(lastName);
  await page.getByRole('textbox', { name: words.email }).fill(student.schoolEmail);
  await page.getByRole('button', { name: words.send }).focus();
  await page.keyboard.press('Enter');
  const codeBox = page.getByRole('textbox', { name: words.code });
  await codeBox.waitFor();
  const [codeMail] = (await mailTo(apiOrigin, student.schoolEmail)).filter(
    (message) => message.template === 'student-code',
  );
  const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1];
  expect(code).toBeDefined();
  await codeBox.fill(code ?? '');
  await page.getByRole('button', { name: words.verify, exact: true }).click();
}

describe('student re-verification', () => {
  it('goes from the reminder email to the student plan at renewal (rollover)', async () => {
    const { page, problems } = await openPage(browser, 'desktop');
    await (await signedInCookies(apiOrigin, NORA))(page.context(), usOrigin);
    await page.goto(linkOf(NORA));
    await settledOn(page, 'Verify you’re still a student');
    await page.getByText(/Hi Nora, your student verification with Massachusetts/).waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-landing');

    await verifyBySchoolEmail(page, NORA, 'Castillo');
    await settledOn(page, 'Your student plan');
    await page.getByText(/Your plan switches to the student plan when it renews on/).waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-rollover');

    const rolled = page.waitForResponse((response) =>
      response.url().endsWith('/services/purchase/student-rollover'),
    );
    await page.getByRole('button', { name: 'Switch to the student plan' }).click();
    expect((await rolled).status()).toBe(200);
    await settledOn(page, 'You’re set for the student plan');
    await page.getByText(/^From \d\d\/\d\d\/\d{4}, you’re on the student plan\./).waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-roll-over-complete');
    await page.context().close();
  });

  it('re-verifies in fr-CA on the Canadian site by the link alone, and rolls over', async () => {
    const caOrigin = usOrigin.replace('//localhost:', '//can.localhost:');
    // The reminder went in French, with its link on the Canadian site.
    expect(new URL(links.get(LEA.schoolEmail) ?? '').hostname).toMatch(/^can\./);
    const { page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${linkOf(LEA, caOrigin, 'CASTUDENT')}&langpref=fr-CA`);
    await settledOn(page, 'Confirmez que vous êtes toujours aux études');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByText(/Bonjour Léa, votre vérification d’étudiant auprès de McGill/).waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-landing-fr-CA');

    // Never signed in: the renewed link is what lets the page act on Léa's plan.
    await verifyBySchoolEmail(page, LEA, 'Bouchard', FRENCH_STEP);
    await settledOn(page, 'Votre forfait étudiant');
    await page
      .getByText(/Votre forfait passera au forfait étudiant à son renouvellement, le/)
      .waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-rollover-fr-CA');
    const rolled = page.waitForResponse((response) =>
      response.url().endsWith('/services/purchase/student-rollover'),
    );
    await page.getByRole('button', { name: 'Passer au forfait étudiant' }).click();
    expect((await rolled).status()).toBe(200);
    await settledOn(page, 'Votre forfait étudiant est prévu');
    await page.getByText(/^À partir du .+, vous aurez le forfait étudiant\./).waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-roll-over-complete-fr-CA');
    await page.context().close();
  });

  it('replaces Leo’s running promotion with the student plan (offer-to-offer)', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await (await signedInCookies(apiOrigin, LEO))(page.context(), usOrigin);
    await page.goto(linkOf(LEO));
    await settledOn(page, 'Verify you’re still a student');
    await verifyBySchoolEmail(page, LEO, 'Tremblay');
    await settledOn(page, 'Your student plan');
    await page.getByText('Charged today to your card on file').waitFor();
    await checkAtBothWidths(page, problems, 'student-reverify-offer-to-offer');
    const switched = page.waitForResponse((response) =>
      response.url().endsWith('/services/purchase/offer2offer'),
    );
    await page.getByRole('button', { name: 'Confirm and switch' }).click();
    expect((await switched).status()).toBe(200);
    await settledOn(page, 'You’re on the student plan');
    await checkAtBothWidths(page, problems, 'student-reverify-complete');
    await page.context().close();
  });

  it('offers to sign in when the link does not open', async () => {
    const { page, problems } = await openPage(browser, 'phone');
    await page.goto(`${usOrigin}/student/re-verify?tkn=oet1.e30.AAAA&programCode=USSTUDENT`);
    await settledOn(page, 'This link doesn’t work anymore');
    // The browser logs the refusal it was answered (400 INVALID_TOKEN): the page's answer.
    await expectLoggedProblems(problems, [
      'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await checkAtBothWidths(page, problems, 'student-reverify-invalid-link');
    await page.getByRole('link', { name: 'Sign in to my account' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.context().close();
  });
});
