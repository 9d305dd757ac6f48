import {
  type CardTokenError,
  type CardTokenErrorCode,
  cardTokenErrorSchema,
  cardTokenRequestSchema,
  cardTokenSchema,
} from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.ts';
import type { App } from '../http/app-instance.ts';
import { noStore } from '../http/no-store.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

/** Where the web app posts the card (same origin, so the CSP's `connect-src 'self'` allows it). */
export const SANDBOX_TOKENS_PATH = '/payments/sandbox/v1/tokens';

/** A card request is small; anything bigger is not one. */
const BODY_LIMIT_BYTES = 2048;

const CODE_BY_FIELD: Record<string, CardTokenErrorCode> = {
  number: 'invalid_number',
  expMonth: 'invalid_expiry_month',
  expYear: 'invalid_expiry_year',
  cvc: 'invalid_cvc',
};

function gatewayError(code: CardTokenErrorCode, message: string, param?: string): CardTokenError {
  return { error: { code, message, ...(param ? { param } : {}) } };
}

/**
 * Every refusal of the tokenizer, in the gateway's shape. It never logs the error's message nor
 * the body: a JSON syntax error's message quotes the start of the body, which is the card number.
 */
function tokenizerErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  noStore(reply);
  if (isAppError(error) && error.code === 'INVALID_PAYLOAD') {
    const field = error.fieldErrors.find((entry) => entry.fieldName)?.fieldName ?? 'number';
    const code = CODE_BY_FIELD[field] ?? 'invalid_number';
    request.log.info({ code, field }, 'card refused by the tokenizer');
    return reply
      .code(400)
      .send(gatewayError(code, `The card's ${field} is missing or not valid.`, field));
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ status }, 'unreadable card request refused');
    return reply
      .code(400)
      .send(gatewayError('invalid_number', 'The request must be a JSON card object.'));
  }
  request.log.error({ errName: (error as Error)?.name }, 'card tokenizer failed');
  return reply.code(500).send({ error: { message: 'The card could not be tokenized.' } });
}

/** The request's own origin; a browser's Origin header equal to it is the web app itself. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Same-origin callers get CORS headers (harmless, and some browsers send Origin on POST); others none. */
function allowSameOrigin(request: FastifyRequest, reply: FastifyReply): boolean {
  const origin = request.headers.origin;
  reply.header('vary', 'Origin');
  if (origin === undefined) return true;
  if (origin !== ownOrigin(request)) return false;
  reply.header('access-control-allow-origin', origin);
  return true;
}

/**
 * The sandbox gateway's tokenizer (ARCHITECTURE §5): the browser posts the card here and gets a
 * token; nothing else on the server ever receives a card number. Gateway-shaped JSON, not the
 * care envelope. Rate-limited per client address in the database.
 */
export function registerSandboxTokenizerRoutes(app: App, gateway: SandboxGateway): void {
  const url = SANDBOX_TOKENS_PATH;
  app.route({
    method: 'POST',
    url,
    bodyLimit: BODY_LIMIT_BYTES,
    errorHandler: tokenizerErrorHandler,
    schema: {
      tags: ['payments sandbox'],
      summary: 'Turn a card into a gateway token (sandbox gateway)',
      description:
        'Luhn, brand (BIN ranges), expiry not past, security code of 4 digits for American ' +
        'Express and 3 otherwise. The answer holds brand, last 4, expiry and prepaid; the number ' +
        'is kept nowhere. Test cards decide how a later charge goes (docs/payments.md). ' +
        'Refusals: 400 `{error:{code,message,param}}`, 429 `rate_limited` with Retry-After.',
      body: cardTokenRequestSchema,
      response: { 200: cardTokenSchema, 400: cardTokenErrorSchema, 429: cardTokenErrorSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      allowSameOrigin(request, reply);
      const outcome = await gateway.tokenize(request.body, request.ip);
      if (outcome.ok) return outcome.token;
      if (outcome.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
      }
      request.log.info({ code: outcome.error.error.code }, 'card refused by the tokenizer');
      return reply.code(outcome.status).send(outcome.error);
    },
  });

  // The preflight is CORS plumbing, not an API operation: kept out of the OpenAPI document.
  app.options(SANDBOX_TOKENS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowSameOrigin(request, reply) || request.headers.origin === undefined) {
      return reply.code(403).send();
    }
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
