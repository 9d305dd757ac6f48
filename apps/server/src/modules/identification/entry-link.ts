import {
  FIELD_ERROR_CODES,
  isEmail,
  isStreamingOrganicProgramCode,
  normaliseProgramCode,
  normaliseRadioId,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type EntryTokenClaims, signEntryToken } from './entry-token.ts';
import { findAccount, findRadioById, radiosOfAccount } from './radio-store.ts';

/**
 * Minting targeted links for demos and marketing (the `mint-entry-token` command and, outside
 * production, `GET /dev/entry-token`). Only the types a page reads today: the satellite targeted
 * checkout takes a SALES_AUDIO token in `tkn` and an ACCOUNT token in `atok` (flows §2.3); the
 * streaming checkout's auto-process-creds takes a PROSPECT token in `tkn` (or `cnatkn`, §2.1).
 */
export const MINTABLE_ENTRY_TOKEN_TYPES = ['SALES_AUDIO', 'ACCOUNT', 'PROSPECT'] as const;
export type MintableEntryTokenType = (typeof MINTABLE_ENTRY_TOKEN_TYPES)[number];

export const TARGETED_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/targeted/new';
export const PROSPECT_CHECKOUT_PATH =
  '/subscribe/checkout/purchase/streaming/organic/auto-process-creds';
const LINK_PATH: Record<MintableEntryTokenType, string> = {
  SALES_AUDIO: `${TARGETED_CHECKOUT_PATH}?tkn=`,
  ACCOUNT: `${TARGETED_CHECKOUT_PATH}?atok=`,
  PROSPECT: `${PROSPECT_CHECKOUT_PATH}?tkn=`,
};

export const ENTRY_LINK_DEFAULT_DAYS = 30;
export const ENTRY_LINK_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

export type EntryLinkRequest = {
  type: MintableEntryTokenType;
  radioId?: string | undefined;
  accountNumber?: string | undefined;
  /** PROSPECT: the email the streaming checkout prefills. */
  email?: string | undefined;
  programCode?: string | undefined;
  days: number;
};

export type EntryLink = { token: string; path: string; expiresAt: Date };

function refuse(fieldName: string, reason: string): AppError {
  return new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
    publicDescription: reason,
  });
}

function required(fieldName: string, reason: string): AppError {
  return new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName }],
    publicDescription: reason,
  });
}

async function checkedProgramCode(
  db: Db,
  typed: string | undefined,
  serviceType: 'satellite' | 'streaming',
): Promise<string | undefined> {
  if (typed === undefined || typed.trim() === '') return undefined;
  const code = normaliseProgramCode(typed);
  const [program] = await db.select().from(programCodes).where(eq(programCodes.code, code));
  // A typo would not fail on the page: it would quietly show the organic offers instead.
  if (!program) throw refuse('programCode', `No program code ${code} in this database.`);
  if (program.serviceType !== serviceType) {
    throw refuse(
      'programCode',
      `${code} is a ${program.serviceType} program code, not ${serviceType}.`,
    );
  }
  // The streaming organic checkout sends any other code to the older streaming checkout.
  if (serviceType === 'streaming' && !isStreamingOrganicProgramCode(code)) {
    throw refuse('programCode', `${code} does not open the streaming organic checkout.`);
  }
  return code;
}

type SubjectClaims =
  | { type: 'SALES_AUDIO'; radioId: string }
  | { type: 'ACCOUNT'; accountNumber: string }
  | { type: 'PROSPECT'; email: string };

/** The subject of the token: refused here if unknown, since the server would refuse it anyway. */
async function subjectClaims(db: Db, request: EntryLinkRequest): Promise<SubjectClaims> {
  if (request.type === 'PROSPECT') {
    const email = request.email?.trim().toLowerCase() ?? '';
    if (!email) throw required('email', 'A PROSPECT link names an email.');
    if (!isEmail(email, 'us', { forLookup: true })) {
      throw refuse('email', `${email} is not a valid email.`);
    }
    return { type: 'PROSPECT', email };
  }
  if (request.type === 'SALES_AUDIO') {
    if (!request.radioId?.trim()) throw required('radioId', 'A SALES_AUDIO link names a radio.');
    const radioId = normaliseRadioId(request.radioId);
    if (!(await findRadioById(db, radioId))) {
      throw refuse('radioId', `No radio ${radioId} in this database.`);
    }
    return { type: 'SALES_AUDIO', radioId };
  }
  const accountNumber = request.accountNumber?.replace(/\D/g, '') ?? '';
  if (!accountNumber) throw required('accountNumber', 'An ACCOUNT link names an account number.');
  if (!(await findAccount(db, accountNumber))) {
    throw refuse('accountNumber', `No account ${accountNumber} in this database.`);
  }
  if ((await radiosOfAccount(db, accountNumber)).length === 0) {
    throw refuse('accountNumber', `Account ${accountNumber} has no radio to sell to.`);
  }
  return { type: 'ACCOUNT', accountNumber };
}

/** Signs a targeted link valid for `days` days from `now`, and the web app path that opens it. */
export async function mintEntryLink(
  db: Db,
  request: EntryLinkRequest,
  now: Date,
): Promise<EntryLink> {
  if (!Number.isInteger(request.days) || request.days < 1 || request.days > ENTRY_LINK_MAX_DAYS) {
    throw refuse('days', `days must be a whole number from 1 to ${ENTRY_LINK_MAX_DAYS}.`);
  }
  const subject = await subjectClaims(db, request);
  const programCode = await checkedProgramCode(
    db,
    request.programCode,
    subject.type === 'PROSPECT' ? 'streaming' : 'satellite',
  );
  const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
  const claims: EntryTokenClaims = { ...subject, programCode, expiresAt };
  const token = await signEntryToken(db, claims, now);
  return { token, path: `${LINK_PATH[request.type]}${token}`, expiresAt };
}
