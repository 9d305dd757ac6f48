import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { FIELD_ERROR_CODES } from '@orbit/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { AppError, type FieldError } from '../errors/app-error.ts';
import { serviceErrorBody } from '../errors/error-bodies.ts';
import { handleError } from '../errors/error-handler.ts';
import { JSON_CONTENT_TYPE } from './json-content-type.ts';

/**
 * What every request passes before any route sees it, whatever its surface: input that no route
 * could store or hash safely is refused here, once, in the spec's error shapes (400
 * INVALID_PAYLOAD naming the field), instead of reaching PostgreSQL as a 500.
 *
 * - JSON nested deeper than `MAX_JSON_NESTING` (no request of ours nests past 5; a 20,000-deep
 *   array would be walked recursively by whatever hashes or validates it);
 * - a NUL character (`\u0000`, `%00`) or a lone UTF-16 surrogate (`\ud800`) in any string or key
 *   of the path parameters, the query or the body: PostgreSQL text and jsonb cannot hold them;
 * - a malformed URL, an over-long path parameter, and the HTTP errors Node answers before
 *   Fastify sees a request (431 headers too large, 400 unparseable, 408 timeout).
 */
export const MAX_JSON_NESTING = 32;

/** Whether `json` nests arrays and objects deeper than `limit` (read as text, before parsing). */
export function jsonNestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (char === 0x5c) escaped = true;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path (keys and indexes) of the first string or key in `value` that the database cannot
 * keep; undefined when there is none.
 */
export function unstorableTextIn(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = unstorableTextIn(entry, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      // The key as JSON writes it (`a\u0000b`), so the field name is itself storable.
      if (!isStorableText(key)) return [...path, JSON.stringify(key).slice(1, -1)];
      const found = unstorableTextIn(entry, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function invalidInput(reason: string, path: string[]): AppError {
  const field: FieldError =
    path.length > 0
      ? { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: path.join('.') }
      : { errorCode: FIELD_ERROR_CODES.INVALID };
  return new AppError('INVALID_PAYLOAD', reason, { fieldErrors: [field] });
}

/** The JSON body parser (Fastify's own, poisoned prototypes refused) behind the nesting bound. */
function installBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_NESTING)) {
      done(invalidInput(`JSON nested deeper than ${MAX_JSON_NESTING} levels`, []), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

const INPUT_PARTS = ['params', 'query', 'body'] as const;

/** Installs the bounded JSON parser and the text check; call before any route is registered. */
export function installRequestEdge(app: FastifyInstance): void {
  installBoundedJsonParser(app);
  // Synchronous: every request passes here, and an async hook costs each one a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of INPUT_PARTS) {
      const path = unstorableTextIn(request[part]);
      if (path) return done(invalidInput(`${part} holds a NUL or a lone surrogate`, path));
    }
    done();
  });
}

/** Fastify's router refusals (malformed URL, over-long parameter) in the surface's error shape. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return handleError(
    new AppError(notFound ? 'NOT_FOUND' : 'INVALID_PAYLOAD', error.message, { cause: error }),
    request,
    reply,
  );
}

/**
 * What Node answers itself, before there is a request (Fastify's `clientErrorHandler`), in the
 * service error shape: 431 for headers too large, 408 for a request that never finished, 400
 * for anything unparseable.
 */
function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE')
      : new AppError('INVALID_PAYLOAD');
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : answer.statusCode;
  const body = JSON.stringify({ ...serviceErrorBody(answer), status });
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The Fastify options that route framework and Node errors to the answers above. */
export const requestEdgeOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
  // A dealer link's signed token rides in a path (`/trial/sltc-token/:token`, at most 1000
  // characters by its schema); Fastify's default of 100 would answer such a path 404.
  routerOptions: { maxParamLength: 1000 },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'>;
