import { randomBytes } from 'node:crypto';
import {
  DEALER_BRANDING_TYPES,
  type DealerBrandingType,
  FIELD_ERROR_CODES,
  INFO_COLLECTION_CHAT_ID_PATTERN,
  INFO_COLLECTION_FIELDS,
  type InfoCollectionField,
  isEmail,
  isInfoCollectionField,
  isStreamingOrganicProgramCode,
  isStreamingTrialProgramCode,
  normaliseProgramCode,
  normaliseRadioId,
  normaliseVin,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealerPartners, programCodes, radios, vehicleSales } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type EntryTokenClaims, signEntryToken } from './entry-token.ts';
import { findAccount, findRadioById, radiosOfAccount } from './radio-store.ts';

/**
 * Minting targeted links for demos and marketing (the `mint-entry-token` command and, outside
 * production, `GET /dev/entry-token`). Only the types a page reads today: the satellite targeted
 * checkout takes a SALES_AUDIO token in `tkn` and an ACCOUNT token in `atok` (flows §2.3); the
 * streaming checkout's auto-process-creds takes a PROSPECT token in `tkn` (or `cnatkn`, §2.1),
 * and so does the streaming trial's `tokenized` page when the token's program code is a trial's
 * (§3.6, ADR 057);
 * the branded data-collection form takes a BRANDED_DATA_COLLECTION token in `token` (§7.4); the
 * trial pages (§3, ADR 035) take TRIAL_ACTIVATION in `tkn` (one-step, targeted, targeted OEM),
 * SLTC in `tkn` beside the dealer's `corpid`, AST in `token` and SLOC in `cna_id`; the package
 * upgrade pages (§4.4, ADR 041) take PKG_UPGRADE in `token` beside the upgrade's `programcode`; the Platinum VIP page (§4.5, ADR 044) takes UPGRADE_VIP in `token` beside its
 * `programCode`; the streaming targeted checkout (§2.1, ADR 049) takes SALES_STREAMING in `tkn`.
 */
export const MINTABLE_ENTRY_TOKEN_TYPES = [
  'SALES_AUDIO',
  'ACCOUNT',
  'PROSPECT',
  'BRANDED_DATA_COLLECTION',
  'TRIAL_ACTIVATION',
  'SLTC',
  'AST',
  'SLOC',
  'PKG_UPGRADE',
  'UPGRADE_VIP',
  'SALES_STREAMING',
  'ONBOARDING',
  'ACSC',
] as const;
export type MintableEntryTokenType = (typeof MINTABLE_ENTRY_TOKEN_TYPES)[number];

export const TARGETED_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/targeted/new';
export const STREAMING_TARGETED_PATH = '/subscribe/checkout/purchase/streaming/targeted';
export const PROSPECT_CHECKOUT_PATH =
  '/subscribe/checkout/purchase/streaming/organic/auto-process-creds';
export const INFO_COLLECTION_PATH = '/account/info-collection';
/** A PROSPECT link with a streaming trial's program code opens the trial (ADR 057). */
export const STREAMING_TRIAL_TOKENIZED_PATH = '/subscribe/trial/streaming/tokenized';
/** The onboarding page that looks a `tkn-lookup` link's account up (flows §8.5). */
export const ONBOARDING_TOKEN_LOOKUP_PATH = '/onboarding/setup-credentials/tkn-lookup';
const LINK_PATH: Record<
  Exclude<
    MintableEntryTokenType,
    'TRIAL_ACTIVATION' | 'SLTC' | 'PKG_UPGRADE' | 'UPGRADE_VIP' | 'ONBOARDING' | 'ACSC'
  >,
  string
> = {
  SALES_AUDIO: `${TARGETED_CHECKOUT_PATH}?tkn=`,
  SALES_STREAMING: `${STREAMING_TARGETED_PATH}?tkn=`,
  ACCOUNT: `${TARGETED_CHECKOUT_PATH}?atok=`,
  PROSPECT: `${PROSPECT_CHECKOUT_PATH}?tkn=`,
  BRANDED_DATA_COLLECTION: `${INFO_COLLECTION_PATH}?token=`,
  AST: '/activate/trial/ast?token=',
  SLOC: '/subscribe/oneclick?cna_id=',
};

/** The pages a TRIAL_ACTIVATION link may open (flows §3.2): one token, three pages. */
export const TRIAL_ACTIVATION_PAGES = ['one-step', 'targeted', 'targeted-oem'] as const;
export type TrialActivationPage = (typeof TRIAL_ACTIVATION_PAGES)[number];
const TRIAL_ACTIVATION_PATH: Record<TrialActivationPage, string> = {
  'one-step': '/activate/trial?tkn=',
  targeted: '/activate/trial/targeted?tkn=',
  'targeted-oem': '/activate/trial/targeted-oem?tkn=',
};
/** A dealer's page by the branding its link wears (flows §3.3 route data). */
const DEALER_PAGE: Record<DealerBrandingType, string> = {
  SLTC_SERVICE_LANE: '/activate/trial/service-lane',
  SLTC_USED_CAR: '/activate/trial/used-vehicle',
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
  /** TRIAL_ACTIVATION: the page the link opens (one-step when absent). */
  page?: string | undefined;
  /** SLTC: the car (instead of, or beside, the radio), the dealer and its branding. */
  vin?: string | undefined;
  corpId?: string | undefined;
  brandingType?: string | undefined;
  /**
   * PKG_UPGRADE: `open` (default), `expired` (signed already past its expiry, for the expired
   * page) or `redeemed` (the seeded link whose upgrade was ordered, for the redeemed page).
   */
  linkState?: string | undefined;
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
  opensOrganic = true,
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
  // The streaming organic checkout sends any other code to the older streaming checkout; the
  // streaming trial's codes open the trial (ADR 057).
  if (
    opensOrganic &&
    serviceType === 'streaming' &&
    !isStreamingOrganicProgramCode(code) &&
    !isStreamingTrialProgramCode(code)
  ) {
    throw refuse('programCode', `${code} does not open the streaming organic checkout.`);
  }
  return code;
}

type SubjectClaims =
  | { type: 'SALES_AUDIO' | 'SALES_STREAMING'; radioId: string }
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
  if (request.type === 'SALES_AUDIO' || request.type === 'SALES_STREAMING') {
    if (!request.radioId?.trim()) {
      throw required('radioId', `A ${request.type} link names a radio.`);
    }
    const radioId = normaliseRadioId(request.radioId);
    if (!(await findRadioById(db, radioId))) {
      throw refuse('radioId', `No radio ${radioId} in this database.`);
    }
    return { type: request.type, radioId };
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

async function requireKnownRadio(db: Db, typed: string | undefined, type: string) {
  if (!typed?.trim()) throw required('radioId', `A ${type} link names a radio.`);
  const radioId = normaliseRadioId(typed);
  if (!(await findRadioById(db, radioId))) {
    throw refuse('radioId', `No radio ${radioId} in this database.`);
  }
  return radioId;
}

function oneOf<T extends string>(allowed: readonly T[], typed: string, fieldName: string): T {
  const found = allowed.find((value) => value === typed);
  if (!found) throw refuse(fieldName, `${fieldName} must be one of ${allowed.join(', ')}.`);
  return found;
}

/** A dealer's link: the dealer and its branding, and a radio or a car this database knows. */
async function dealerLinkClaims(db: Db, request: EntryLinkRequest, expiresAt: Date) {
  const corpId = request.corpId?.trim() ?? '';
  if (!corpId) throw required('corpId', 'An SLTC link names a dealer (corpId).');
  const [dealer] = await db.select().from(dealerPartners).where(eq(dealerPartners.corpId, corpId));
  if (!dealer) throw refuse('corpId', `No dealer ${corpId} in this database.`);
  const brandingType = oneOf(
    DEALER_BRANDING_TYPES,
    request.brandingType?.trim() || 'SLTC_SERVICE_LANE',
    'brandingType',
  );
  if (!dealer.brandingTypes.split(',').includes(brandingType)) {
    throw refuse('brandingType', `Dealer ${corpId} does not offer ${brandingType}.`);
  }
  const radioId = request.radioId?.trim()
    ? await requireKnownRadio(db, request.radioId, 'SLTC')
    : undefined;
  const vin = request.vin?.trim() ? normaliseVin(request.vin) : undefined;
  if (!radioId && !vin) throw required('radioId', 'An SLTC link names a radio or a VIN.');
  if (vin && !radioId) {
    const [byRadio] = await db.select().from(radios).where(eq(radios.vin, vin));
    const [bySale] = await db.select().from(vehicleSales).where(eq(vehicleSales.vin, vin));
    if (!byRadio && !bySale) throw refuse('vin', `No vehicle ${vin} in this database.`);
  }
  return {
    claims: { type: 'SLTC' as const, radioId, vin, corpId, brandingType, expiresAt },
    path: `${DEALER_PAGE[brandingType]}?corpid=${corpId}&tkn=`,
  };
}

/** A trial link (ADR 035): the token and the page it opens. */
async function trialLinkClaims(
  db: Db,
  request: EntryLinkRequest & { type: 'TRIAL_ACTIVATION' | 'SLTC' | 'AST' | 'SLOC' },
  expiresAt: Date,
): Promise<{ claims: EntryTokenClaims; path: string }> {
  if (request.type === 'SLTC') return dealerLinkClaims(db, request, expiresAt);
  const radioId = await requireKnownRadio(db, request.radioId, request.type);
  const claims = { type: request.type, radioId, expiresAt };
  if (request.type !== 'TRIAL_ACTIVATION') return { claims, path: LINK_PATH[request.type] };
  const page = oneOf(TRIAL_ACTIVATION_PAGES, request.page?.trim() || 'one-step', 'page');
  return { claims, path: TRIAL_ACTIVATION_PATH[page] };
}

function isTrialLink(
  request: EntryLinkRequest,
): request is EntryLinkRequest & { type: 'TRIAL_ACTIVATION' | 'SLTC' | 'AST' | 'SLOC' } {
  return ['TRIAL_ACTIVATION', 'SLTC', 'AST', 'SLOC'].includes(request.type);
}

/** The pages a PKG_UPGRADE link may open (flows §4.4): a tier-up or a full-price upgrade. */
export const PACKAGE_UPGRADE_PAGES = ['tier-up', 'fp'] as const;
const UPGRADE_KIND_OF_PAGE = { 'tier-up': 'TIER_UP', fp: 'FULL_PRICE' } as const;
export const PACKAGE_UPGRADE_LINK_STATES = ['open', 'expired', 'redeemed'] as const;
/** The upgrade program code of each market when a link names none (the demo catalog's). */
export const DEFAULT_UPGRADE_PROGRAM_CODES = { us: 'USSATUPGAA', ca: 'CASATUPGAA' } as const;
/** The demo upgrade link whose upgrade was ordered (seeded redeemed, docs/demo-data.md). */
export const DEMO_REDEEMED_UPGRADE_LINK_ID = 'demo-redeemed-upgrade-link';

/** A package upgrade link (ADR 041): a radio on an account, the upgrade's satellite program. */
async function upgradeLinkOf(db: Db, request: EntryLinkRequest, now: Date) {
  const radioId = await requireKnownRadio(db, request.radioId, 'PKG_UPGRADE');
  const radio = await findRadioById(db, radioId);
  const account = radio?.accountNumber ? await findAccount(db, radio.accountNumber) : undefined;
  if (!account) throw refuse('radioId', `Radio ${radioId} is on no account to upgrade.`);
  const country = account.country === 'ca' ? 'ca' : 'us';
  const programCode =
    (await checkedProgramCode(db, request.programCode, 'satellite')) ??
    DEFAULT_UPGRADE_PROGRAM_CODES[country];
  const page = oneOf(PACKAGE_UPGRADE_PAGES, request.page?.trim() || 'tier-up', 'page');
  const state = oneOf(
    PACKAGE_UPGRADE_LINK_STATES,
    request.linkState?.trim() || 'open',
    'linkState',
  );
  // An expired link is signed with an expiry already past (the reader never sees it valid).
  const expiresAt = new Date(now.getTime() + (state === 'expired' ? -1 : request.days) * DAY_MS);
  const claims = {
    type: 'PKG_UPGRADE' as const,
    linkId:
      state === 'redeemed' ? DEMO_REDEEMED_UPGRADE_LINK_ID : randomBytes(16).toString('base64url'),
    radioId,
    programCode,
    upgradeKind: UPGRADE_KIND_OF_PAGE[page],
    expiresAt,
  };
  return {
    claims,
    path: `/subscribe/checkout/upgrade/${page}/targeted?programcode=${programCode}&token=`,
  };
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
  if (request.type === 'PKG_UPGRADE') {
    const link = await upgradeLinkOf(db, request, now);
    const token = await signEntryToken(db, link.claims, now);
    return { token, path: `${link.path}${token}`, expiresAt: link.claims.expiresAt };
  }
  if (isTrialLink(request)) {
    const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
    const link = await trialLinkClaims(db, request, expiresAt);
    const token = await signEntryToken(db, link.claims, now);
    return { token, path: `${link.path}${token}`, expiresAt };
  }
  if (request.type === 'UPGRADE_VIP') return mintVipLink(db, request, now);
  if (request.type === 'ONBOARDING') return mintOnboardingLink(db, request, now);
  if (request.type === 'ACSC') return mintAcscLink(db, request, now);
  if (request.type === 'BRANDED_DATA_COLLECTION') {
    const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
    const token = await signEntryToken(db, await dataCollectionClaims(db, request, expiresAt), now);
    return { token, path: `${LINK_PATH[request.type]}${token}`, expiresAt };
  }
  const subject = await subjectClaims(db, request);
  const programCode = await checkedProgramCode(
    db,
    request.programCode,
    subject.type === 'PROSPECT' || subject.type === 'SALES_STREAMING' ? 'streaming' : 'satellite',
    subject.type === 'PROSPECT',
  );
  const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
  const claims: EntryTokenClaims = { ...subject, programCode, expiresAt };
  const token = await signEntryToken(db, claims, now);
  const path =
    subject.type === 'PROSPECT' && programCode && isStreamingTrialProgramCode(programCode)
      ? `${STREAMING_TRIAL_TOKENIZED_PATH}?tkn=`
      : LINK_PATH[subject.type];
  return { token, path: `${path}${token}`, expiresAt };
}

/** The Platinum VIP page's path; the token and the program code follow. */
export const VIP_UPGRADE_PATH = '/subscribe/upgrade-vip';

/**
 * A Platinum VIP link (flows §4.5): the first radio, on an account, and the VIP program code of
 * the account's market the page needs (the link is useless without one).
 */
async function mintVipLink(db: Db, request: EntryLinkRequest, now: Date): Promise<EntryLink> {
  const radioId = await requireKnownRadio(db, request.radioId, 'UPGRADE_VIP');
  const radio = await findRadioById(db, radioId);
  const account = radio?.accountNumber ? await findAccount(db, radio.accountNumber) : undefined;
  if (!account) throw refuse('radioId', `Radio ${radioId} is on no account.`);
  if (!request.programCode?.trim()) {
    throw required('programCode', 'An UPGRADE_VIP link names the VIP program code.');
  }
  const programCode = await checkedProgramCode(db, request.programCode, 'satellite');
  const [program] = await db
    .select()
    .from(programCodes)
    .where(eq(programCodes.code, programCode ?? ''));
  if (program?.country !== account.country) {
    throw refuse('programCode', `${programCode} is not a program code of the account's market.`);
  }
  const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
  const token = await signEntryToken(
    db,
    { type: 'UPGRADE_VIP', radioId, accountNumber: account.accountNumber, programCode, expiresAt },
    now,
  );
  return {
    token,
    path: `${VIP_UPGRADE_PATH}?programCode=${programCode}&token=${token}`,
    expiresAt,
  };
}

/** The transfer page an ACSC link opens (flows §8.1); the token follows. */
export const ACSC_TRANSFER_PATH = '/transfer/radio';

/**
 * An ACSC link (flows §8.1, ADR 068): a customer's account and the trial radio of their new car,
 * both known here. Whether the radio still runs a trial is the page's answer, not the mint's.
 */
async function mintAcscLink(db: Db, request: EntryLinkRequest, now: Date): Promise<EntryLink> {
  const radioId = await requireKnownRadio(db, request.radioId, 'ACSC');
  const accountNumber = request.accountNumber?.replace(/\D/g, '') ?? '';
  if (!accountNumber) throw required('accountNumber', 'An ACSC link names the customer’s account.');
  if (!(await findAccount(db, accountNumber))) {
    throw refuse('accountNumber', `No account ${accountNumber} here.`);
  }
  const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
  const token = await signEntryToken(db, { type: 'ACSC', radioId, accountNumber, expiresAt }, now);
  return { token, path: `${ACSC_TRANSFER_PATH}?token=${token}`, expiresAt };
}

/** An onboarding `tkn-lookup` link (flows §8.5, ADR 056): an account this database knows. */
async function mintOnboardingLink(
  db: Db,
  request: EntryLinkRequest,
  now: Date,
): Promise<EntryLink> {
  const accountNumber = request.accountNumber?.replace(/\D/g, '') ?? '';
  if (!accountNumber) throw required('accountNumber', 'An ONBOARDING link names an account.');
  if (!(await findAccount(db, accountNumber))) {
    throw refuse('accountNumber', `No account ${accountNumber} in this database.`);
  }
  const expiresAt = new Date(now.getTime() + request.days * DAY_MS);
  const token = await signEntryToken(db, { type: 'ONBOARDING', accountNumber, expiresAt }, now);
  return { token, path: `${ONBOARDING_TOKEN_LOOKUP_PATH}?tkn=${token}`, expiresAt };
}
