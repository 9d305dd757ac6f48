import {
  bodyFieldAt,
  CARE_API_PATH,
  CARE_ENDPOINT_DOCS,
  CARE_ENDPOINTS,
  type CareAccess,
  type CareEndpoint,
  type CareEndpointDoc,
  type CareEndpointDocs,
  type CareEndpointGroup,
  type CareEndpointTable,
  careErrorBodySchema,
  careSuccessSchema,
  FIELD_ERROR_CODES,
} from '@orbit/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OwnersAccountRead } from '../auth/account-access.ts';
import { type CareCaller, type CareCallerOf, checkCareAccess } from '../auth/care-access.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors/app-error.ts';
import { careCallerOf } from '../idempotency/caller-scope.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf } from '../idempotency/idempotency-key.ts';
import type { StoredAnswer } from '../idempotency/idempotency-store.ts';
import { answerIdempotently, type IdempotencyClaim } from '../idempotency/idempotent-request.ts';
import type { App } from './app-instance.ts';
import { careOk } from './care-envelope.ts';
import { sendWrittenCareAnswer, WrittenCareAnswer } from './written-care-answer.ts';

type Schema = z.core.$ZodType;
type OutputOf<E, K extends string> = E extends { [key in K]?: infer S }
  ? S extends Schema
    ? z.output<S>
    : unknown
  : unknown;

/** The request a care route's handler gets: body, query and path parameters as its row parsed them. */
export type CareRouteRequest<E> = FastifyRequest<{
  Body: OutputOf<E, 'body'>;
  Querystring: OutputOf<E, 'query'>;
  Params: OutputOf<E, 'params'>;
}>;

/** What a care route answers: its row's response (`data`, put in the care envelope for it). */
export type CareRouteAnswer<E> = E extends { response: infer S extends Schema }
  ? z.input<S>
  : never;

type CallerOfRow<E> = E extends { access: infer A extends CareAccess } ? CareCallerOf<A> : never;

/**
 * A care route's work. The caller has passed the row's access check (`caller` says who it is);
 * an idempotent row's work also gets the claim of its key and answers the stored answer itself
 * (status and enveloped body), written with the business change.
 */
export type CareRouteHandler<E> = E extends { idempotencyKey: string }
  ? (
      request: CareRouteRequest<E>,
      reply: FastifyReply,
      caller: CallerOfRow<E> & { claim: IdempotencyClaim },
    ) => Promise<StoredAnswer>
  : (
      request: CareRouteRequest<E>,
      reply: FastifyReply,
      caller: CallerOfRow<E>,
    ) => Promise<CareRouteAnswer<E> | WrittenCareAnswer<CareRouteAnswer<E>>>;

/** A handler with what its route adds to its row. */
export interface CareRoute<E> {
  handler: CareRouteHandler<E>;
  /** Instead of `no-store`: how long the answer may be kept (`private, max-age=3600`). */
  cacheControl?: string;
  bodyLimit?: number;
  /** The route's own request limit (`RATE_LIMITS`), on top of what its handler counts. */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * An account row's answer to a signed-in caller who owns no account and names none, instead of
   * 404 ACCOUNT_NOT_FOUND (the account view of a streaming-only sign-in is empty, not an error).
   */
  answerWhenOwningNoAccount?: CareRouteAnswer<E>;
  /** The route's own read of the owner's account (`AccountAccessRule.readOwnersAccount`). */
  readOwnersAccount?: OwnersAccountRead;
  /**
   * An idempotent row's first read, sent with its key's claim (`IdempotencyClaim.readWithClaim`):
   * a scalar sub-select of what the access check found.
   */
  readWithClaim?: (request: FastifyRequest, caller: CallerOfRow<E>) => SQL;
}

/** The routes a module serves of one table: a handler (or a route) per row it owns. */
export type CareRoutesOf<T extends CareEndpointTable> = {
  [K in keyof T]?: CareRouteHandler<T[K]> | CareRoute<T[K]>;
};

/** The routes a module serves of one group of `CARE_ENDPOINTS`. */
export type CareRoutes<G extends CareEndpointGroup> = CareRoutesOf<(typeof CARE_ENDPOINTS)[G]>;

export type CareRouteDeps = { db: Db; clock: Clock };

/** What a care route's hooks read of its route config. */
interface CareRouteConfig {
  endpoint: CareEndpoint;
  cacheControl: string;
  answerWhenOwningNoAccount: unknown;
  readOwnersAccount: OwnersAccountRead | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes `registerCareRoutes` makes from `CARE_ENDPOINTS`. */
    care?: CareRouteConfig;
  }
}

/** Any care call may also fail with a 500, its detail hidden. */
const ANY_CALL_MAY_FAIL = [500];

/**
 * The care surface (`/services/...`, ADR 017): registers the routes of `group`'s rows that
 * `routes` has handlers for, each at `CARE_API_PATH` + its path with its method and schemas. One
 * plugin applies to all of them, once: the row's access check before the handler (see
 * care-access.ts), `cache-control: no-store` on every answer unless the route says otherwise, the
 * care error body for each error status of the row's docs, and for an idempotent row its
 * `Idempotency-Key` (required, equal to the body field the row names, at most one answer per key).
 * A handler answers the row's `data`; the envelope is put around it here (or, for an answer kept
 * as written, `WrittenCareAnswer`, sent as it is).
 */
export function registerCareRoutes<G extends CareEndpointGroup>(
  app: App,
  deps: CareRouteDeps,
  group: G,
  routes: CareRoutes<G>,
): void {
  // Indexed by a type parameter, the row and docs types no longer line up: the group's own
  // table and docs are checked where they are written (CareEndpointDocs), and `routes` above.
  const endpoints: CareEndpointTable = CARE_ENDPOINTS[group];
  const docs = CARE_ENDPOINT_DOCS[group] as CareEndpointDocs<CareEndpointTable>;
  registerCareTable(app, deps, { endpoints, docs }, routes as CareRoutesOf<CareEndpointTable>);
}

/** `registerCareRoutes` for any table and its docs. */
export function registerCareTable<T extends CareEndpointTable>(
  app: App,
  deps: CareRouteDeps,
  table: { endpoints: T; docs: CareEndpointDocs<T> },
  routes: CareRoutesOf<T>,
): void {
  const rows: Readonly<Record<string, CareEndpoint>> = table.endpoints;
  const docs: Readonly<Record<string, CareEndpointDoc>> = table.docs;
  void app.register(async (care) => {
    care.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config.care;
      if (!config) return;
      try {
        callers.set(
          request,
          await checkCareAccess(deps.db, request, config.endpoint.access, config.readOwnersAccount),
        );
      } catch (failure) {
        if (config.answerWhenOwningNoAccount === undefined || !ownsNoAccount(request, failure)) {
          throw failure;
        }
        return reply.send(careOk(config.answerWhenOwningNoAccount));
      }
    });
    care.addHook('onSend', (request, reply, payload, done) => {
      const config = request.routeOptions.config.care;
      if (config) reply.header('cache-control', config.cacheControl);
      done(null, payload);
    });

    for (const [name, given] of Object.entries(routes as Record<string, unknown>)) {
      const endpoint = rows[name];
      const doc = docs[name];
      if (!endpoint || !doc) throw new Error(`No care endpoint ${name} in this table`);
      const route = (typeof given === 'function' ? { handler: given } : given) as CareRoute<
        typeof endpoint
      >;
      care.route({
        method: endpoint.method,
        url: `${CARE_API_PATH}${endpoint.path}`,
        schema: routeSchemaOf(endpoint, doc),
        ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        config: {
          care: {
            endpoint,
            cacheControl: route.cacheControl ?? 'no-store',
            answerWhenOwningNoAccount: route.answerWhenOwningNoAccount,
            readOwnersAccount: route.readOwnersAccount,
          },
          ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}),
        },
        handler: handlerOf(deps, endpoint, route as AnyCareRoute),
      });
    }
  });
}

type AnyCareRoute = {
  handler: (request: FastifyRequest, reply: FastifyReply, caller: object) => Promise<unknown>;
  readWithClaim?: ((request: FastifyRequest, caller: object) => SQL) | undefined;
};

/** What each request's access check found, for its handler. */
const callers = new WeakMap<FastifyRequest, CareCaller>();

function handlerOf(deps: CareRouteDeps, endpoint: CareEndpoint, route: AnyCareRoute) {
  const { handler } = route;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller: CareCaller = callers.get(request) ?? {};
    if (endpoint.method === 'POST' && endpoint.idempotencyKey) {
      const keyField = endpoint.idempotencyKey;
      requireKeyOfField(request, keyField);
      const access = 'access' in caller ? caller.access : undefined;
      return answerIdempotently(
        deps,
        request,
        reply,
        {
          // `/payment/make-payment` → `payment.make-payment`: the key's scope names the call.
          operation: endpoint.path.slice(1).replaceAll('/', '.'),
          caller: access
            ? `${careCallerOf(request)}|acct:${access.account.accountNumber}`
            : careCallerOf(request),
          readWithClaim: route.readWithClaim?.(request, caller),
        },
        (claim) => handler(request, reply, { ...caller, claim }) as Promise<StoredAnswer>,
      );
    }
    const data = await handler(request, reply, caller);
    if (data instanceof WrittenCareAnswer) return sendWrittenCareAnswer(reply, data);
    return reply.sent ? reply : careOk(data);
  };
}

/** The body field an idempotent row names must be the request's key. */
function requireKeyOfField(request: FastifyRequest, fieldName: string): void {
  if (idempotencyKeyOf(request) !== bodyFieldAt(request.body, fieldName)) {
    throw new AppError('INVALID_PAYLOAD', `Idempotency-Key differs from ${fieldName}`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
    });
  }
}

function ownsNoAccount(request: FastifyRequest, failure: unknown): boolean {
  const named = (request.body as { accountNumber?: unknown } | undefined)?.accountNumber;
  return (
    failure instanceof AppError &&
    failure.code === 'ACCOUNT_NOT_FOUND' &&
    Boolean(request.careSession?.identityId) &&
    !named
  );
}

/** The Fastify schema of a row: its input, its envelope, its error answers and its OpenAPI text. */
function routeSchemaOf(endpoint: CareEndpoint, doc: CareEndpointDoc) {
  const errors = [...doc.errors, ...ANY_CALL_MAY_FAIL].map((status) => [
    status,
    careErrorBodySchema,
  ]);
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.method === 'GET' && endpoint.query ? { querystring: endpoint.query } : {}),
    // A multipart row's fields are read from the parts by its handler, which checks them there.
    ...(endpoint.method === 'POST' && endpoint.body && !endpoint.multipart
      ? { body: endpoint.body }
      : {}),
    ...(endpoint.method === 'POST' && endpoint.idempotencyKey
      ? { headers: idempotencyHeaders(endpoint.idempotencyKey) }
      : {}),
    response: { 200: careSuccessSchema(endpoint.response), ...Object.fromEntries(errors) },
  };
}

function idempotencyHeaders(keyField: string) {
  return z.looseObject({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .max(255)
      .optional()
      .describe(`Required: the transaction id, equal to the body's ${keyField}`),
  });
}
