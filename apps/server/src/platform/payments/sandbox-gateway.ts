import { randomBytes } from 'node:crypto';
import {
  CARD_CHARGE_OUTCOMES,
  type CardChargeOutcome,
  type CardToken,
  type CardTokenError,
  type CardTokenRequest,
  type Currency,
  money,
  type TokenizedCardBrand,
} from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../auth/server-secrets.ts';
import type { Clock } from '../clock.ts';
import { uuidV7Hex } from '../ids.ts';
import { countRequest } from '../throttle/rate-limit-counter.ts';
import { cardFingerprint } from './card-fingerprint.ts';
import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PartialRefundRequest,
  PaymentGateway,
} from './payment-gateway.ts';
import { cardStillValid, checkCardForToken } from './sandbox-card-check.ts';
import {
  findCard,
  findChargeById,
  findChargeByKey,
  findRefundByKey,
  markRefunded,
  recordChargeOnce,
  recordRefundOnce,
  refundedOfCharge,
  type SandboxChargeRow,
  type SandboxRefundRow,
  storeCard,
  succeededChargesBetween,
  tokensOfFingerprint,
  updateCardExpiry,
} from './sandbox-vault.ts';

const TOKEN_PREFIX = 'ctok_';
const cardFingerprintKey = serverKey('sandbox-card-fingerprint');

/** Card tokenizations per client address per minute: card testers try numbers by the thousand. */
export const SANDBOX_TOKENS_PER_ADDRESS_PER_MINUTE = 20;

export type TokenizeOutcome =
  | { ok: true; token: CardToken }
  | { ok: false; status: 400 | 429; error: CardTokenError; retryAfterSeconds?: number };

export type SandboxGateway = PaymentGateway & {
  readonly name: 'sandbox';
  /** The tokenizer behind `POST /payments/sandbox/v1/tokens`: the only code that sees a number. */
  tokenize(request: CardTokenRequest, clientAddress: string): Promise<TokenizeOutcome>;
};

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'tokenize' in gateway;
}

function outcomeOf(text: string): CardChargeOutcome {
  return (CARD_CHARGE_OUTCOMES as readonly string[]).includes(text)
    ? (text as CardChargeOutcome)
    : 'processing_error';
}

function resultOf(row: SandboxChargeRow): ChargeResult {
  if (row.status === 'failed') {
    const outcome = outcomeOf(row.failureCode ?? '');
    return {
      status: 'failed',
      chargeId: row.id,
      outcome: outcome === 'succeeds' ? 'processing_error' : outcome,
    };
  }
  // A refunded charge was taken once; asking again with its key must not take it a second time.
  return { status: 'succeeded', chargeId: row.id, refunded: row.status === 'refunded' };
}

/**
 * The embedded payment gateway (ARCHITECTURE §5): it tokenizes card numbers into its own vault
 * (`sandbox_gateway_cards`: brand, last 4, expiry, outcome, a keyed fingerprint — never the
 * number) and charges tokens as the well-known test cards behave. Charges are found again by
 * idempotency key, so a retried charge answers the first one's result and takes nothing twice.
 */
export function createSandboxGateway(deps: {
  db: Db;
  clock: Clock;
  tokensPerAddressPerMinute?: number;
}): SandboxGateway {
  const { db, clock } = deps;
  const limit = deps.tokensPerAddressPerMinute ?? SANDBOX_TOKENS_PER_ADDRESS_PER_MINUTE;
  const fingerprintKey = () => cardFingerprintKey(db, clock());

  return {
    name: 'sandbox',

    async tokenize(request, clientAddress) {
      const now = clock();
      const counted = await countRequest(
        db,
        { bucket: 'card-tokenize', key: clientAddress, limit, windowSeconds: 60 },
        now,
      );
      if (!counted.allowed) {
        return {
          ok: false,
          status: 429,
          retryAfterSeconds: counted.retryAfterSeconds,
          error: {
            error: { code: 'rate_limited', message: 'Too many cards tried; wait a minute.' },
          },
        };
      }
      const checked = checkCardForToken(request, now);
      if (!checked.ok) return { ok: false, status: 400, error: { error: checked.error } };
      const { card } = checked;
      const token = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
      await storeCard(db, {
        token,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expMonth,
        expiryYear: card.expYear,
        outcome: card.outcome,
        prepaid: card.prepaid,
        fingerprint: cardFingerprint(await fingerprintKey(), card.digits),
        createdAt: now,
      });
      return {
        ok: true,
        token: {
          token,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          prepaid: card.prepaid,
        },
      };
    },

    async describeCard(token): Promise<CardDetails | undefined> {
      const row = await findCard(db, token);
      if (!row) return undefined;
      return {
        token: row.token,
        brand: row.brand as TokenizedCardBrand,
        last4: row.last4,
        expMonth: row.expiryMonth,
        expYear: row.expiryYear,
        prepaid: row.prepaid,
        fingerprint: row.fingerprint,
      };
    },

    tokensWithFingerprint: (fingerprint) => tokensOfFingerprint(db, fingerprint),

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // A charge sent again finds its first one in recordChargeOnce (the insert meets its key):
      // a first charge reads the card and inserts, nothing more.
      const card = await findCard(db, request.token);
      if (!card) {
        const previous = await findChargeByKey(db, request.idempotencyKey);
        if (previous) return sameChargeOrThrow(previous, request);
        throw new Error('sandbox gateway: charge of an unknown token');
      }
      const now = clock();
      // An expiry that passed since the token was made is a decline, as a card network says.
      const outcome = cardStillValid(card.expiryMonth, card.expiryYear, now)
        ? outcomeOf(card.outcome)
        : 'declined';
      const stored = await recordChargeOnce(db, {
        id: `ch_${uuidV7Hex(now.getTime())}`,
        idempotencyKey: request.idempotencyKey,
        token: request.token,
        amountMinor: request.amount.amountMinor,
        currency: request.amount.currency,
        status: outcome === 'succeeds' ? 'succeeded' : 'failed',
        failureCode: outcome === 'succeeds' ? null : outcome,
        createdAt: now,
      });
      return sameChargeOrThrow(stored, request);
    },

    async refund(chargeId) {
      await markRefunded(db, chargeId);
    },

    async refundPart(request: PartialRefundRequest) {
      const previous = await findRefundByKey(db, request.idempotencyKey);
      if (previous) return { refundId: sameRefundOrThrow(previous, request).id };
      const charge = await findChargeById(db, request.chargeId);
      if (charge?.status !== 'succeeded' || charge.currency !== request.amount.currency) {
        throw new Error('sandbox gateway: refund of a charge that cannot be refunded');
      }
      const left = charge.amountMinor - (await refundedOfCharge(db, charge.id));
      if (request.amount.amountMinor <= 0 || request.amount.amountMinor > left) {
        throw new Error('sandbox gateway: refund larger than what is left of the charge');
      }
      const now = clock();
      const stored = await recordRefundOnce(db, {
        id: `re_${uuidV7Hex(now.getTime())}`,
        idempotencyKey: request.idempotencyKey,
        chargeId: charge.id,
        amountMinor: request.amount.amountMinor,
        currency: request.amount.currency,
        createdAt: now,
      });
      return { refundId: sameRefundOrThrow(stored, request).id };
    },

    async takenCharges(query) {
      const rows = await succeededChargesBetween(db, query);
      return rows.map((row) => ({
        chargeId: row.id,
        idempotencyKey: row.idempotencyKey,
        amount: money(row.amountMinor, row.currency as Currency),
        takenAt: row.createdAt,
      }));
    },

    async updateCardExpiry(token, expMonth, expYear) {
      await updateCardExpiry(db, token, { expiryMonth: expMonth, expiryYear: expYear });
    },
  };
}

/** An idempotency key names one charge: the same key for another token or amount is a bug. */
function sameChargeOrThrow(row: SandboxChargeRow, request: ChargeRequest): ChargeResult {
  if (
    row.token !== request.token ||
    row.amountMinor !== request.amount.amountMinor ||
    row.currency !== request.amount.currency
  ) {
    throw new Error('sandbox gateway: idempotency key reused for a different charge');
  }
  return resultOf(row);
}

/** A refund's idempotency key names one refund: the same key for another charge or amount is a bug. */
function sameRefundOrThrow(row: SandboxRefundRow, request: PartialRefundRequest): SandboxRefundRow {
  if (row.chargeId !== request.chargeId || row.amountMinor !== request.amount.amountMinor) {
    throw new Error('sandbox gateway: refund idempotency key reused for a different refund');
  }
  return row;
}
