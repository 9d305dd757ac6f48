import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { HeldWrites } from '../../db/held-writes.ts';
import type { Clock } from '../clock.ts';
import { AppError, isAppError } from '../errors/app-error.ts';
import { careErrorBody, serviceErrorBody } from '../errors/error-bodies.ts';
import { isCareApiPath } from '../http/path-kinds.ts';
import { requestHashOf } from './canonical-json.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import {
  claimKey,
  completeKey,
  completion,
  countChargeGivenBack,
  IDEMPOTENCY_LEASE_RENEW_MS,
  type RecordRef,
  releaseKey,
  renewLease,
  type StoredAnswer,
} from './idempotency-store.ts';

/** Answers a replay carries, so a client (and a log reader) can tell it from a first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** What the work of an idempotent request holds: a way to store its answer in its own transaction. */
export type IdempotencyClaim = {
  readonly key: string;
  /** Operation and caller: with the key, what names this request. */
  readonly scope: string;
  /**
   * The answer, written with the business change (call it with the transaction). A work that
   * returns this same object once its transaction committed saves the route a second write.
   */
  completeWithin(tx: Db, answer: StoredAnswer): Promise<void>;
  /**
   * completeWithin's write held with the transaction's other last writes (HeldWrites), sent in
   * one statement with them before the commit; the same saving of the route's second write.
   */
  holdCompletion(tx: Db, held: HeldWrites, answer: StoredAnswer): void;
  /**
   * Charges earlier runs of this key made and gave back: a work that charges a gateway under a key
   * derived from this one derives a new gateway key per charge given back (see balance payments).
   */
  readonly chargesGivenBack: number;
  /** Records that this run gave its charge back, before it fails with a retryable answer. */
  countChargeGivenBack(db: Db): Promise<void>;
  /**
   * What `IdempotentOptions.readWithClaim` answered, read in the claim's own statement; undefined
   * when it was not read (none asked, or a claim taken over): the work reads it itself then.
   */
  readonly readWithClaim: unknown;
};

export type IdempotentOptions = {
  /** The operation, e.g. `order.confirm`, `purchase.new-account`. */
  operation: string;
  /** Who calls (see caller-scope.ts): keys of two callers never meet. */
  caller: string;
  /** A scalar sub-select the work needs first, sent with the claim's insert (claimKey). */
  readWithClaim?: SQL | undefined;
};

/**
 * Refusals stored as the answer: a retry gets the same one. Not 409 (a conflict may clear), not
 * 428 (the human check it asks for is solved, and the request sent again with its proof under
 * the same key), not 429 (a limit lifts), not 5xx (a retry may succeed).
 */
function storesRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![409, 428, 429].includes(status);
}

/**
 * Runs a mutating request at most once per `Idempotency-Key` (required). The key is claimed for
 * (operation, caller); the request hash is SHA-256 of its path and canonical body. Same key and
 * body, completed → the stored status and body again; same key, other body → 422
 * IDEMPOTENCY_KEY_REUSED; still running → 409 IDEMPOTENCY_KEY_IN_USE. The work's answer (or its
 * 4xx refusal) is stored for at least 24 h; anything else frees the key for a retry.
 */
export async function answerIdempotently(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotentOptions,
  work: (claim: IdempotencyClaim) => Promise<StoredAnswer>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const ref: RecordRef = { scope: `${options.operation}|${options.caller}`, key };
  const path = request.url.split('?')[0] ?? request.url;
  const claim = await claimKey(
    deps.db,
    ref,
    requestHashOf(path, request.body),
    deps.clock(),
    options.readWithClaim,
  );
  switch (claim.kind) {
    case 'replay':
      reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return reply.code(claim.answer.status).send(claim.answer.body);
    case 'reused':
      throw new AppError('IDEMPOTENCY_KEY_REUSED', `Key reused for ${options.operation}`);
    case 'in_flight':
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', `Key in flight for ${options.operation}`, {
        retryAfterSeconds: claim.retryAfterSeconds,
      });
    case 'claimed':
      break;
  }

  // The heartbeat: while this request runs, its claim stays ours; if the process dies, the lease
  // runs out within seconds and a retry takes the claim over.
  const heartbeat = setInterval(() => {
    renewLease(deps.db, ref, deps.clock()).catch((renewError: unknown) => {
      request.log.warn({ err: renewError }, 'idempotency lease not renewed');
    });
  }, IDEMPOTENCY_LEASE_RENEW_MS);
  heartbeat.unref();
  let answer: StoredAnswer;
  let storedWithin: StoredAnswer | undefined;
  try {
    answer = await work({
      key,
      scope: ref.scope,
      chargesGivenBack: claim.chargesGivenBack,
      readWithClaim: claim.readWithClaim,
      countChargeGivenBack: (db) => countChargeGivenBack(db, ref),
      completeWithin: async (tx, stored) => {
        await completeKey(tx, ref, stored);
        storedWithin = stored;
      },
      holdCompletion: (tx, held, stored) => {
        held.hold(completion(tx, ref, stored));
        // Sent before the commit, or the transaction (and with it the work) failed.
        storedWithin = stored;
      },
    });
  } catch (error) {
    if (isAppError(error) && storesRefusal(error.statusCode)) {
      const body = isCareApiPath(request.url) ? careErrorBody(error) : serviceErrorBody(error);
      await completeKey(deps.db, ref, { status: error.statusCode, body });
    } else {
      await releaseKey(deps.db, ref).catch((releaseError: unknown) => {
        request.log.warn({ err: releaseError }, 'idempotency claim not released');
      });
    }
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
  // A work that returns the very answer it stored with its change (its transaction committed, or
  // the work would have thrown) has completed the key: no second write.
  if (answer !== storedWithin) await completeKey(deps.db, ref, answer);
  return reply.code(answer.status).send(answer.body);
}
