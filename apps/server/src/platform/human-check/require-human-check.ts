import { FIELD_ERROR_CODES, type HumanCheckProof, humanCheckSolutionOf } from '@orbit/domain';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { HumanCheckSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldError } from '../errors/app-error.ts';
import { humanCheckSecrets } from './human-check-keys.ts';
import { challengeOfToken, expiresAtOf, type SignedChallenge } from './human-check-token.ts';
import { issueHumanCheck } from './issue-human-check.ts';
import { spendHumanCheck } from './spent-human-checks.ts';

/** Where a request carries the proof, for the field errors (`captchaToken` on the care login). */
export type HumanCheckFields = { token: string; answer: string };

const SERVICE_FIELDS: HumanCheckFields = { token: 'humanCheck.token', answer: 'humanCheck.answer' };

async function refuse(
  db: Db,
  now: Date,
  settings: HumanCheckSettings,
  fieldErrors: FieldError[],
): Promise<never> {
  const humanCheck = await issueHumanCheck({ db, settings }, now);
  throw new AppError('CAPTCHA_REQUIRED', 'A solved human check is required', {
    fieldErrors,
    extras: { humanCheck },
  });
}

async function isSolved(
  db: Db,
  challenge: SignedChallenge,
  answer: string,
  now: Date,
): Promise<boolean> {
  const expiresAt = expiresAtOf(challenge);
  if (expiresAt === undefined || expiresAt * 1000 <= now.getTime()) return false;
  const solution = humanCheckSolutionOf(answer);
  if (!solution) return false;
  const secrets = await humanCheckSecrets(db, now);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return result.verified;
}

/**
 * Lets the request through only with a solved human check, and spends the proof so it never
 * works twice. Without a proof: 428 CAPTCHA_REQUIRED with a fresh challenge in `extras.humanCheck`.
 * With a proof missing a part, or wrong, tampered with, expired or spent: the same, with the
 * field error (CAPTCHA_TOKEN_MISSING, CAPTCHA_ANSWER_MISSING, CAPTCHA_ANSWER_INCORRECT).
 */
export async function requireHumanCheck(
  db: Db,
  proof: Partial<HumanCheckProof> | undefined,
  now: Date,
  settings: HumanCheckSettings,
  fields: HumanCheckFields = SERVICE_FIELDS,
): Promise<void> {
  if (!proof || (!proof.token && !proof.answer)) return refuse(db, now, settings, []);
  if (!proof.token) {
    return refuse(db, now, settings, [
      { errorCode: FIELD_ERROR_CODES.CAPTCHA_TOKEN_MISSING, fieldName: fields.token },
    ]);
  }
  if (!proof.answer) {
    return refuse(db, now, settings, [
      { errorCode: FIELD_ERROR_CODES.CAPTCHA_ANSWER_MISSING, fieldName: fields.answer },
    ]);
  }
  const challenge = challengeOfToken(proof.token);
  const incorrect = [
    { errorCode: FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT, fieldName: fields.answer },
  ];
  if (!challenge || !(await isSolved(db, challenge, proof.answer, now))) {
    return refuse(db, now, settings, incorrect);
  }
  const expiresAt = new Date((expiresAtOf(challenge) ?? 0) * 1000);
  if (!(await spendHumanCheck(db, challenge.signature, expiresAt))) {
    return refuse(db, now, settings, incorrect);
  }
}
