import { randomBytes } from 'node:crypto';

/**
 * Opaque, prefixed ids (`cs_0190f3c2…`): a UUIDv7 in hex after a short prefix naming the kind.
 * Time-ordered, so new rows land at the end of the primary-key index, yet nothing on the wire
 * is a guessable sequence. Node 20 has no built-in v7, hence these few lines (RFC 9562 §5.7).
 */
export const ID_PREFIXES = {
  careSession: 'cs',
  clientLogMessage: 'log',
  device: 'dev',
  deviceChallenge: 'dch',
  sessionFamily: 'sfam',
  session: 'ses',
  accessToken: 'at',
  signInGrant: 'sig',
  clientEvent: 'evt',
  identity: 'idn',
  oneTimeCode: 'otc',
  verificationGrant: 'vgr',
  oneTimeLink: 'otl',
  outboxMessage: 'msg',
  passkeyCredential: 'pkc',
  passkeyChallenge: 'pch',
  deviceAuthorization: 'dau',
  pendingSignUp: 'psu',
  vehicleTrial: 'vtr',
  vehicleMagicLink: 'vml',
  studentEmailCode: 'stc',
  studentVerification: 'stv',
  studentProof: 'stp',
  accountLinkEvent: 'ale',
  scheduledJob: 'job',
  periodCharge: 'prc',
  dunningCase: 'dun',
  signInRevocation: 'sir',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

export function uuidV7Hex(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  return bytes.toString('hex');
}

export function newId(kind: IdKind, now?: Date): string {
  return `${ID_PREFIXES[kind]}_${uuidV7Hex(now?.getTime())}`;
}
