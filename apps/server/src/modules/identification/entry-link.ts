import { randomBytes } from 'node:crypto';
import {
  FIELD_ERROR_CODES,
  INFO_COLLECTION_CHAT_ID_PATTERN,
  INFO_COLLECTION_FIELDS,
  type InfoCollectionField,
  isEmail,
  isInfoCollectionField,
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
 * streaming checkout's auto-process-creds takes a PROSPECT token in `tkn` (or `cnatkn`, §2.1);
 * the branded data-collection form takes a BRANDED_DATA_COLLECTION token in `token` (§7.4).
 */
export const MINTABLE_ENTRY_TOKEN_TYPES = [
  'SALES_AUDIO',
  'ACCOUNT',
  'PROSPECT',
  'BRANDED_DATA_COLLECTION',
] as const;
export type MintableEntryTokenType = (typeof MINTABLE_ENTRY_TOKEN_TYPES)[number];

export const TARGETED_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/targeted/new';
export const PROSPECT_CHECKOUT_PATH =
  '/subscribe/checkout/purchase/streaming/organic/auto-process-creds';
export const INFO_COLLECTION_PATH = '/account/info-collection';
const LINK_PATH: Record<MintableEntryTokenType, string> = {
  SALES_AUDIO: `${TARGETED_CHECKOUT_PATH}?tkn=`,
  ACCOUNT: `${TARGETED_CHECKOUT_PATH}?atok=`,
  PROSPECT: `${PROSPECT_CHECKOUT_PATH}?tkn=`,
  BRANDED_DATA_COLLECTION: `${INFO_COLLECTION_PATH}?token=`,
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
  /**
   * BRANDED_DATA_COLLECTION: the fields the chat asks for (comma-separated names; all of them
   * when absent) and the chat's ids (made up for a demo when absent).
   */
  fields?: string | undefined;
  botId?: string | undefined;
  conversationId?: string | undefined;
  userId?: string | undefined;
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

function requestedFieldsOf(typed: string | undefined): InfoCollectionField[] {
  const names = (typed ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...INFO_COLLECTION_FIELDS];
  const unknown = names.filter((name) => !isInfoCollectionField(name));
  if (unknown.length > 0) {
    throw refuse(
      'fields',
      `Unknown fields ${unknown.join(', ')}; use ${INFO_COLLECTION_FIELDS.join(', ')}.`,
    );
  }
  // In form order, each once.
  return INFO_COLLECTION_FIELDS.filter((field) => names.includes(field));
}

const demoChatId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** The demo's care chat bot, when a link names none. */
export const DEMO_CHAT_BOT_ID = 'orbit-care-bot';

function chatIdOf(fieldName: string, typed: string | undefined, made: () => string): string {
  const id = typed?.trim() || made();
  if (!INFO_COLLECTION_CHAT_ID_PATTERN.test(id)) {
    throw refuse(fieldName, `${fieldName} must be 1–64 letters, digits or . _ : -`);
  }
  return id;
}

/** A data-collection link: the fields, the chat's ids, and an account when one is named. */
async function dataCollectionClaims(db: Db, request: EntryLinkRequest, expiresAt: Date) {
  const typedAccount = request.accountNumber?.replace(/\D/g, '') ?? '';
  if (typedAccount && !(await findAccount(db, typedAccount))) {
    throw refuse('accountNumber', `No account ${typedAccount} in this database.`);
  }
  return {
    type: 'BRANDED_DATA_COLLECTION' as const,
    linkId: randomBytes(16).toString('base64url'),
    requestedFields: requestedFieldsOf(request.fields),
    ...(typedAccount ? { accountNumber: typedAccount } : {}),
    botId: chatIdOf('botId', request.botId, () => DEMO_CHAT_BOT_ID),
    conversationId: chatIdOf('conversationId', request.conversationId, () => demoChatId('cnv')),
    userId: chatIdOf('userId', request.userId, () => demoChatId('usr')),
    expiresAt,
  };
}

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
  if (request.type === 'BRANDED_DATA_COLLECTION') {
    const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
    const token = await signEntryToken(db, await dataCollectionClaims(db, request, expiresAt), now);
    return { token, path: `${LINK_PATH[request.type]}${token}`, expiresAt };
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
