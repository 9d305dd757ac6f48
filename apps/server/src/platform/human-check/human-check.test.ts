import {
  careSuccessSchema,
  FIELD_ERROR_CODES,
  type HumanCheckChallenge,
  humanCheckChallengeSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller } from '../../testing/care-caller.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isAppError } from '../errors/app-error.ts';
import { issueHumanCheck, purgeSpentHumanChecks, requireHumanCheck } from './index.ts';
import { solveHumanCheck } from './solve-human-check.testing.ts';

async function refusalOf(attempt: Promise<unknown>) {
  const failure = await attempt.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isAppError(failure)) throw new Error(`expected an AppError, got ${String(failure)}`);
  return failure;
}

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const settings = testApp.config.humanCheck;
  const issue = () => issueHumanCheck({ db: testApp.db, settings }, testApp.clock.now());
  const check = (proof: Parameters<typeof requireHumanCheck>[1]) =>
    requireHumanCheck(testApp.db, proof, testApp.clock.now(), settings);
  return { ...testApp, settings, issue, check };
}

describe('requireHumanCheck', () => {
  it('asks for a check with a fresh challenge when no proof comes, as 428 CAPTCHA_REQUIRED', async () => {
    const { check } = await setUp();
    const refusal = await refusalOf(check(undefined));
    expect(refusal.code).toBe('CAPTCHA_REQUIRED');
    expect(refusal.statusCode).toBe(428);
    expect(refusal.fieldErrors).toEqual([]);
    const challenge = humanCheckChallengeSchema.parse(refusal.extras.humanCheck);
    await expect(check(await solveHumanCheck(challenge))).resolves.toBeUndefined();
  });

  it('accepts a solved check once: the same proof again is refused', async () => {
    const { issue, check } = await setUp();
    const proof = await solveHumanCheck(await issue());
    await expect(check(proof)).resolves.toBeUndefined();
    const replay = await refusalOf(check(proof));
    expect(replay.code).toBe('CAPTCHA_REQUIRED');
    expect(replay.fieldErrors).toEqual([
      { errorCode: FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT, fieldName: 'humanCheck.answer' },
    ]);
  });

  it('lets one of two requests racing with the same proof through', async () => {
    const { issue, check } = await setUp();
    const proof = await solveHumanCheck(await issue());
    const outcomes = await Promise.allSettled([check(proof), check(proof), check(proof)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a proof of an expired challenge, by the server clock', async () => {
    const { issue, check, clock, settings } = await setUp();
    const proof = await solveHumanCheck(await issue());
    clock.advanceSeconds(settings.ttlSeconds + 1);
    const refusal = await refusalOf(check(proof));
    expect(refusal.fieldErrors.map((field) => field.errorCode)).toEqual([
      FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT,
    ]);
  });

  it('refuses a wrong answer, a tampered challenge and a token that is no challenge', async () => {
    const { issue, check } = await setUp();
    const challenge = await issue();
    const proof = await solveHumanCheck(challenge);
    const [counter, key = ''] = proof.answer.split('.');
    // The derived key is the proof (its HMAC was signed at issue); the counter only locates it.
    const otherKey = `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}`;
    const wrongAnswers = [`${counter}.${otherKey}`, `${counter}.${key.toUpperCase()}`, 'x'];
    for (const answer of wrongAnswers) {
      const refusal = await refusalOf(check({ token: proof.token, answer }));
      expect(refusal.fieldErrors[0]?.errorCode).toBe(FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT);
    }
    // A cheaper challenge with the original signature: the signature no longer matches.
    const cheaper: HumanCheckChallenge = {
      ...challenge,
      parameters: { ...challenge.parameters, keyPrefix: '00' },
    };
    const tampered = Buffer.from(
      JSON.stringify({ parameters: cheaper.parameters, signature: challenge.signature }),
    ).toString('base64url');
    const refusal = await refusalOf(check({ token: tampered, answer: proof.answer }));
    expect(refusal.fieldErrors[0]?.errorCode).toBe(FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT);
    const garbage = await refusalOf(check({ token: 'not-a-challenge', answer: proof.answer }));
    expect(garbage.fieldErrors[0]?.errorCode).toBe(FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT);
    // None of these spent the challenge: the right proof still works.
    await expect(check(proof)).resolves.toBeUndefined();
  });

  it('names the missing part of a proof, in the fields the caller gives', async () => {
    const { db, clock, settings, issue } = await setUp();
    const proof = await solveHumanCheck(await issue());
    const careFields = { token: 'captchaToken', answer: 'captchaAnswer' };
    const noToken = await refusalOf(
      requireHumanCheck(db, { answer: proof.answer }, clock.now(), settings, careFields),
    );
    expect(noToken.fieldErrors).toEqual([
      { errorCode: FIELD_ERROR_CODES.CAPTCHA_TOKEN_MISSING, fieldName: 'captchaToken' },
    ]);
    const noAnswer = await refusalOf(
      requireHumanCheck(db, { token: proof.token, answer: '' }, clock.now(), settings, careFields),
    );
    expect(noAnswer.fieldErrors).toEqual([
      { errorCode: FIELD_ERROR_CODES.CAPTCHA_ANSWER_MISSING, fieldName: 'captchaAnswer' },
    ]);
  });

  it('forgets spent checks once they have expired, and only those', async () => {
    const { issue, check, clock, db, settings } = await setUp();
    // The file's earlier tests spent checks on earlier days: gone first.
    await purgeSpentHumanChecks(db, clock.now());
    await check(await solveHumanCheck(await issue()));
    expect(await purgeSpentHumanChecks(db, clock.now())).toEqual({ spentHumanChecks: 0 });
    clock.advanceSeconds(settings.ttlSeconds);
    expect(await purgeSpentHumanChecks(db, clock.now())).toEqual({ spentHumanChecks: 1 });
  });
});

describe('POST /services/utility/captcha/new', () => {
  it('hands a care session a signed challenge that expires after the configured time', async () => {
    const caller = await careCaller();
    const response = await caller.post('/services/utility/captcha/new', {});
    expect(response.statusCode, response.body).toBe(200);
    const challenge = careSuccessSchema(humanCheckChallengeSchema).parse(response.json()).data;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(Date.parse(challenge.expiresAt) - caller.clock.now().getTime()).toBe(
      caller.config.humanCheck.ttlSeconds * 1000,
    );
    const proof = await solveHumanCheck(challenge);
    await expect(
      requireHumanCheck(caller.db, proof, caller.clock.now(), caller.config.humanCheck),
    ).resolves.toBeUndefined();
  });
});
