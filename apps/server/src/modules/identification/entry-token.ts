import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CORP_ID_PATTERN,
  DEALER_BRANDING_TYPES,
  type DealerBrandingType,
  type EntryTokenType,
  INFO_COLLECTION_CHAT_ID_PATTERN,
  INFO_COLLECTION_FIELDS,
  type InfoCollectionField,
  isEmail,
  PACKAGE_UPGRADE_KINDS,
  type PackageUpgradeKind,
} from '@orbit/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../../platform/auth/server-secrets.ts';

/**
 * The token of a targeted link (flows §1.5): `oet1.<payload>.<signature>`, URL-safe as it stands
 * (base64url and dots), so it goes into `?tkn=` or `?atok=` without escaping and can be pasted
 * into the enter-code form. The payload is JSON naming the token type, the radio or account, the
 * program code and the expiry; the signature is HMAC-SHA256 under the server secret
 * `entry-token`, over a purpose label and the version, so neither a deviceRef (another secret,
 * another format) nor a future version's token can pass for this one.
 *
 * Signed, not encrypted: whoever holds the link can read the radio id or account number in it.
 * That is the customer the link was sent to, who knows both; what they cannot do is change them.
 *
 * Two kinds share the format and the key, told apart by the signed type: the entry tokens of the
 * targeted satellite checkout (SALES_AUDIO, SALES_STREAMING, ACCOUNT; read by
 * `identification/token`) and the PROSPECT token of the streaming checkout (an email to prefill;
 * read by `account/token/streaming`, flows §2.1 step 5), and the BRANDED_DATA_COLLECTION link
 * of a care chat (the fields it asks for and the chat's ids; read by the info-collection module,
 * flows §7.4). The trial links (flows §1.5, §3; ADR 035) are four more kinds: TRIAL_ACTIVATION
 * (a radio: the emailed one-step link, the targeted and targeted-OEM pages), SLTC (a dealer's
 * `tkn`: a radio id or VIN, the dealer's corp id and branding), AST (a radio: the ad-supported
 * tier's one-click link) and SLOC (a radio: the service lane's `cna_id`), read by the trials
 * module. ONBOARDING (flows §8.5, ADR 056) names an account whose streaming credentials its
 * owner sets up, read by the onboarding module. STUDENT_REVERIFY (flows §6, ADR 065) names a
 * student verification about to expire, in its reminder's re-verify link. A package upgrade link (flows §4.4, ADR 041) is PKG_UPGRADE: its own id (redeemed once,
 * when the upgrade it opened is ordered), a radio, the upgrade offer's program code and whether
 * it is a tier-up or a full-price upgrade; read by the upgrades module. UPGRADE_VIP (flows §4.5; ADR 044)
 * names the first radio of a Platinum VIP upgrade and its account, read by the VIP calls. ACSC
 * (flows §8.1, ADR 068) names a customer's account and the trial radio of their new car, whose
 * trial may join the account or take the account's self-pay plan; read by the transfer calls. Each
 * reader refuses the other kinds.
 */
export const ENTRY_TOKEN_VERSION = 'oet1';

const KEY_NAME = 'entry-token';
const PURPOSE = 'orbit-entry-token';
const SIGNATURE_CHARS = 43; // 32 bytes of HMAC-SHA256 in base64url, unpadded
const TOKEN_SHAPE = /^oet1\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/;

export type EntryTokenClaims =
  | {
      type: Exclude<EntryTokenType, 'ACCOUNT'>;
      radioId: string;
      accountNumber?: string | undefined;
      programCode?: string | undefined;
      expiresAt: Date;
    }
  | {
      type: 'ACCOUNT';
      accountNumber: string;
      programCode?: string | undefined;
      expiresAt: Date;
    }
  | {
      /** Server-only: no `tokenType` of `identification/token` names it. */
      type: 'PROSPECT';
      /** Lower-case, a valid address. */
      email: string;
      programCode?: string | undefined;
      expiresAt: Date;
    }
  | {
      /**
       * Server-only: an onboarding `tkn-lookup` link (flows §8.5, ADR 056), emailed to the
       * account's address: it opens the account's onboarding matches as a FLEPZ match would.
       */
      type: 'ONBOARDING';
      accountNumber: string;
      expiresAt: Date;
    }
  | {
      /** Server-only: a care chat's data-collection link (flows §7.4). */
      type: 'BRANDED_DATA_COLLECTION';
      /** The link's own id: one link is answered once. */
      linkId: string;
      requestedFields: InfoCollectionField[];
      accountNumber?: string | undefined;
      botId: string;
      conversationId: string;
      userId: string;
      expiresAt: Date;
    }
  | {
      /** Server-only: a trial link naming a radio (flows §3.2, §3.5). */
      type: TrialRadioTokenType;
      radioId: string;
      expiresAt: Date;
    }
  | {
      /** Server-only: a Platinum VIP link (flows §4.5), naming the first radio and its account. */
      type: 'UPGRADE_VIP';
      radioId: string;
      accountNumber: string;
      programCode?: string | undefined;
      expiresAt: Date;
    }
  | {
      /** Server-only: a dealer's link (flows §3.3), naming the radio or the car, or both. */
      type: 'SLTC';
      radioId?: string | undefined;
      vin?: string | undefined;
      corpId: string;
      brandingType: DealerBrandingType;
      expiresAt: Date;
    }
  | {
      /**
       * Server-only: the re-verify link of a student verification's reminder (flows §6, ADR
       * 065), read by the student module.
       */
      type: 'STUDENT_REVERIFY';
      verificationId: string;
      expiresAt: Date;
    }
  | {
      /**
       * Server-only: an ACSC link (flows §8.1, ADR 068): the account of a customer with a self-pay
       * plan and the trial radio of their new car.
       */
      type: 'ACSC';
      radioId: string;
      accountNumber: string;
      expiresAt: Date;
    }
  | {
      /** Server-only: a package upgrade link (flows §4.4, ADR 041). */
      type: 'PKG_UPGRADE';
      /** The link's own id: its upgrade is ordered once. */
      linkId: string;
      radioId: string;
      programCode: string;
      upgradeKind: PackageUpgradeKind;
      expiresAt: Date;
    };

/**
 * The trial links that name one radio and nothing else, and a car's own device token
 * (VEHICLE_DEVICE, ten minutes; `sal dtok2magiclink`, ADR 055).
 */
export const TRIAL_RADIO_TOKEN_TYPES = [
  'TRIAL_ACTIVATION',
  'AST',
  'SLOC',
  'VEHICLE_DEVICE',
] as const;
export type TrialRadioTokenType = (typeof TRIAL_RADIO_TOKEN_TYPES)[number];
/** Every trial link kind (the trials module reads them). */
export type TrialTokenType = TrialRadioTokenType | 'SLTC';
export type TrialTokenClaims = Extract<EntryTokenClaims, { type: TrialTokenType }>;

/** The claims of a token `identification/token` may open: a radio's or an account's. */
export type EntryClaims = Extract<EntryTokenClaims, { type: EntryTokenType }>;

const ENTRY_CLAIM_TYPES: readonly string[] = ['SALES_AUDIO', 'SALES_STREAMING', 'ACCOUNT'];

export function isEntryClaims(claims: EntryTokenClaims): claims is EntryClaims {
  return ENTRY_CLAIM_TYPES.includes(claims.type);
}

/** What a token may carry; anything else in a signed payload means it is not one of ours. */
const radioIdClaim = z.string().regex(/^[A-Z0-9]{1,12}$/);
const accountClaim = z.string().regex(/^\d{1,20}$/);
const programCodeClaim = z.string().regex(/^[A-Z0-9_]{1,40}$/);
const expiryClaim = z.number().int().positive();
const emailClaim = z
  .string()
  .max(254)
  .refine((email) => email === email.toLowerCase() && isEmail(email, 'us', { forLookup: true }));
const chatIdClaim = z.string().regex(INFO_COLLECTION_CHAT_ID_PATTERN);
const vinClaim = z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/);
const trialRadioPayloadSchema = z
  .object({ typ: z.enum(TRIAL_RADIO_TOKEN_TYPES), rid: radioIdClaim, exp: expiryClaim })
  .strict();
type TrialRadioPayload = z.infer<typeof trialRadioPayloadSchema>;
const payloadSchema = z.union([
  z
    .object({
      typ: z.enum(['SALES_AUDIO', 'SALES_STREAMING']),
      rid: radioIdClaim,
      acct: accountClaim.optional(),
      prg: programCodeClaim.optional(),
      exp: expiryClaim,
    })
    .strict(),
  z
    .object({
      typ: z.literal('ACCOUNT'),
      acct: accountClaim,
      prg: programCodeClaim.optional(),
      exp: expiryClaim,
    })
    .strict(),
  z
    .object({
      typ: z.literal('PROSPECT'),
      eml: emailClaim,
      prg: programCodeClaim.optional(),
      exp: expiryClaim,
    })
    .strict(),
  z.object({ typ: z.literal('ONBOARDING'), acct: accountClaim, exp: expiryClaim }).strict(),
  z
    .object({
      typ: z.literal('STUDENT_REVERIFY'),
      vid: z.string().regex(/^stv_[0-9a-f]{32}$/),
      exp: expiryClaim,
    })
    .strict(),
  z
    .object({
      typ: z.literal('BRANDED_DATA_COLLECTION'),
      lid: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
      fld: z
        .array(z.enum(INFO_COLLECTION_FIELDS))
        .min(1)
        .max(INFO_COLLECTION_FIELDS.length)
        .refine((fields) => new Set(fields).size === fields.length),
      acct: accountClaim.optional(),
      bot: chatIdClaim,
      cnv: chatIdClaim,
      usr: chatIdClaim,
      exp: expiryClaim,
    })
    .strict(),
  trialRadioPayloadSchema,
  z
    .object({
      typ: z.literal('UPGRADE_VIP'),
      rid: radioIdClaim,
      acct: accountClaim,
      prg: programCodeClaim.optional(),
      exp: expiryClaim,
    })
    .strict(),
  z
    .object({ typ: z.literal('ACSC'), rid: radioIdClaim, acct: accountClaim, exp: expiryClaim })
    .strict(),
  z
    .object({
      typ: z.literal('SLTC'),
      rid: radioIdClaim.optional(),
      vin: vinClaim.optional(),
      corp: z.string().regex(CORP_ID_PATTERN),
      brd: z.enum(DEALER_BRANDING_TYPES),
      exp: expiryClaim,
    })
    .strict()
    .refine((payload) => payload.rid !== undefined || payload.vin !== undefined),
  z
    .object({
      typ: z.literal('PKG_UPGRADE'),
      lid: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
      rid: radioIdClaim,
      prg: programCodeClaim,
      upg: z.enum(PACKAGE_UPGRADE_KINDS),
      exp: expiryClaim,
    })
    .strict(),
]);
type Payload = z.infer<typeof payloadSchema>;

const keyOf = serverKey(KEY_NAME);

function signatureOf(key: Buffer, signedPart: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}\n${signedPart}`).digest('base64url');
}

function payloadOf(claims: EntryTokenClaims): Payload {
  const exp = Math.floor(claims.expiresAt.getTime() / 1000);
  if (claims.type === 'SLTC') {
    return {
      typ: 'SLTC',
      ...(claims.radioId ? { rid: claims.radioId } : {}),
      ...(claims.vin ? { vin: claims.vin } : {}),
      corp: claims.corpId,
      brd: claims.brandingType,
      exp,
    };
  }
  if (isTrialRadioClaims(claims)) return { typ: claims.type, rid: claims.radioId, exp };
  if (claims.type === 'PKG_UPGRADE') {
    return {
      typ: 'PKG_UPGRADE',
      lid: claims.linkId,
      rid: claims.radioId,
      prg: claims.programCode,
      upg: claims.upgradeKind,
      exp,
    };
  }
  if (claims.type === 'ACSC') {
    return { typ: 'ACSC', rid: claims.radioId, acct: claims.accountNumber, exp };
  }
  const prg = 'programCode' in claims ? claims.programCode : undefined;
  if (claims.type === 'UPGRADE_VIP') {
    return {
      typ: 'UPGRADE_VIP',
      rid: claims.radioId,
      acct: claims.accountNumber,
      ...(prg ? { prg } : {}),
      exp,
    };
  }
  if (claims.type === 'ACCOUNT') {
    return { typ: 'ACCOUNT', acct: claims.accountNumber, ...(prg ? { prg } : {}), exp };
  }
  if (claims.type === 'PROSPECT') {
    return { typ: 'PROSPECT', eml: claims.email, ...(prg ? { prg } : {}), exp };
  }
  if (claims.type === 'ONBOARDING') return { typ: 'ONBOARDING', acct: claims.accountNumber, exp };
  if (claims.type === 'STUDENT_REVERIFY') {
    return { typ: 'STUDENT_REVERIFY', vid: claims.verificationId, exp };
  }
  if (claims.type === 'BRANDED_DATA_COLLECTION') {
    return {
      typ: 'BRANDED_DATA_COLLECTION',
      lid: claims.linkId,
      fld: claims.requestedFields,
      ...(claims.accountNumber ? { acct: claims.accountNumber } : {}),
      bot: claims.botId,
      cnv: claims.conversationId,
      usr: claims.userId,
      exp,
    };
  }
  return {
    typ: claims.type,
    rid: claims.radioId,
    ...(claims.accountNumber ? { acct: claims.accountNumber } : {}),
    ...(prg ? { prg } : {}),
    exp,
  };
}

function isTrialRadioTokenType(type: string): type is TrialRadioTokenType {
  return (TRIAL_RADIO_TOKEN_TYPES as readonly string[]).includes(type);
}

function isTrialRadioClaims(
  claims: EntryTokenClaims,
): claims is Extract<EntryTokenClaims, { type: TrialRadioTokenType }> {
  return isTrialRadioTokenType(claims.type);
}

function isTrialRadioPayload(payload: Payload): payload is TrialRadioPayload {
  return isTrialRadioTokenType(payload.typ);
}

function claimsOf(payload: Payload): EntryTokenClaims {
  const expiresAt = new Date(payload.exp * 1000);
  if (payload.typ === 'SLTC') {
    return {
      type: 'SLTC',
      radioId: payload.rid,
      vin: payload.vin,
      corpId: payload.corp,
      brandingType: payload.brd,
      expiresAt,
    };
  }
  if (isTrialRadioPayload(payload)) return { type: payload.typ, radioId: payload.rid, expiresAt };
  if (payload.typ === 'PKG_UPGRADE') {
    return {
      type: 'PKG_UPGRADE',
      linkId: payload.lid,
      radioId: payload.rid,
      programCode: payload.prg,
      upgradeKind: payload.upg,
      expiresAt,
    };
  }
  if (payload.typ === 'ACSC') {
    return { type: 'ACSC', radioId: payload.rid, accountNumber: payload.acct, expiresAt };
  }
  if (payload.typ === 'UPGRADE_VIP') {
    return {
      type: 'UPGRADE_VIP',
      radioId: payload.rid,
      accountNumber: payload.acct,
      programCode: payload.prg,
      expiresAt,
    };
  }
  if (payload.typ === 'ACCOUNT') {
    return { type: 'ACCOUNT', accountNumber: payload.acct, programCode: payload.prg, expiresAt };
  }
  if (payload.typ === 'PROSPECT') {
    return { type: 'PROSPECT', email: payload.eml, programCode: payload.prg, expiresAt };
  }
  if (payload.typ === 'ONBOARDING') {
    return { type: 'ONBOARDING', accountNumber: payload.acct, expiresAt };
  }
  if (payload.typ === 'STUDENT_REVERIFY') {
    return { type: 'STUDENT_REVERIFY', verificationId: payload.vid, expiresAt };
  }
  if (payload.typ === 'BRANDED_DATA_COLLECTION') {
    return {
      type: 'BRANDED_DATA_COLLECTION',
      linkId: payload.lid,
      requestedFields: payload.fld,
      accountNumber: payload.acct,
      botId: payload.bot,
      conversationId: payload.cnv,
      userId: payload.usr,
      expiresAt,
    };
  }
  return {
    type: payload.typ,
    radioId: payload.rid,
    accountNumber: payload.acct,
    programCode: payload.prg,
    expiresAt,
  };
}

/** Signs claims into a token. The claims are checked as a reader would, so a bad one never ships. */
export async function signEntryToken(db: Db, claims: EntryTokenClaims, now: Date): Promise<string> {
  const payload = payloadSchema.parse(payloadOf(claims));
  const signedPart = `${ENTRY_TOKEN_VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signedPart}.${signatureOf(await keyOf(db, now), signedPart)}`;
}

/** Why a token was refused: for the log only; the caller always hears INVALID_TOKEN. */
export type EntryTokenFault = 'malformed' | 'signature' | 'claims' | 'expired';

/**
 * An expired token keeps its claims: a reader whose links say "this link expired" (an upgrade
 * link, flows §4.4) tells that from a forged one; the others refuse it like any fault.
 */
export type EntryTokenReading =
  | { ok: true; claims: EntryTokenClaims }
  | { ok: false; fault: Exclude<EntryTokenFault, 'expired'> }
  | { ok: false; fault: 'expired'; claims: EntryTokenClaims };

/**
 * Reads a token: its shape, then its signature (compared in constant time, before the payload
 * is even decoded), then its claims and expiry (expired from `expiresAt` on).
 */
export async function readEntryToken(db: Db, token: string, now: Date): Promise<EntryTokenReading> {
  const match = TOKEN_SHAPE.exec(token.trim());
  if (!match?.[1] || !match[2]) return { ok: false, fault: 'malformed' };
  const [, encodedPayload, signature] = match;
  const expected = signatureOf(await keyOf(db, now), `${ENTRY_TOKEN_VERSION}.${encodedPayload}`);
  // Both are 43 ASCII characters (the pattern says so of the given one), as timingSafeEqual needs.
  if (
    expected.length !== SIGNATURE_CHARS ||
    !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  ) {
    return { ok: false, fault: 'signature' };
  }
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')),
    );
  } catch {
    return { ok: false, fault: 'claims' };
  }
  if (!parsed.success) return { ok: false, fault: 'claims' };
  const claims = claimsOf(parsed.data);
  if (now.getTime() >= claims.expiresAt.getTime()) return { ok: false, fault: 'expired', claims };
  return { ok: true, claims };
}
