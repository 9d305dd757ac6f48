import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { App } from './http/app-instance.ts';
import { SERVICE_SECURITY_SCHEMES } from './http/service-surface.ts';

export const OPENAPI_PATH = '/docs/openapi.json';

/** The OpenAPI security scheme of the partner API (ADR 081): an account link's access token. */
export const PARTNER_SECURITY_SCHEME = 'accountLink';

/** The account-linking provider (ADR 071) as OAuth 2.0 describes it, with its scopes. */
function accountLinkScheme(issuer: string) {
  return {
    type: 'oauth2',
    description:
      'The access token a partner got by account linking (`/oauth`, authorization code with ' +
      'PKCE; discovery at `/oauth/.well-known/openid-configuration`).',
    flows: {
      authorizationCode: {
        authorizationUrl: `${issuer}/auth`,
        tokenUrl: `${issuer}/token`,
        refreshUrl: `${issuer}/token`,
        scopes: {
          listening: 'Play what the customer’s subscriptions include',
          account_status: 'Read whether the customer’s subscriptions are active',
        },
      },
    },
  } as const;
}

/**
 * Collects every route's zod schemas into an OpenAPI 3 document. Must be registered before the
 * routes (it listens for them as they are added); the document itself is served by the docs
 * module.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<AppConfig, 'buildTag' | 'publicUrl'> & {
    accountLinking: Pick<AppConfig['accountLinking'], 'issuer'>;
  },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Orbit Care API',
        description:
          'The care API (`/services/...`, care envelope and care error shape), the service APIs ' +
          'the SDK calls (session, device, config, time, events; service error shape) and the ' +
          'platform endpoints (health, static configuration) of Orbit Care. Any operation may ' +
          'also answer: 400 INVALID_PAYLOAD naming the field for a NUL character or a lone UTF-16 ' +
          'surrogate in any parameter or body string, or JSON nested deeper than 32 levels; 403 ' +
          'FORBIDDEN for a state-changing call from a foreign Origin or a cross-site browser ' +
          'request; 431 HEADERS_TOO_LARGE; 503 SERVICE_UNAVAILABLE with Retry-After while the ' +
          'database cannot be reached (see docs/reliability.md).',
        version: config.buildTag,
      },
      servers: [{ url: config.publicUrl }],
      // The service APIs' credentials and the partner API's; each operation names those it needs.
      components: {
        securitySchemes: {
          ...SERVICE_SECURITY_SCHEMES,
          [PARTNER_SECURITY_SCHEME]: accountLinkScheme(config.accountLinking.issuer),
        },
      },
      tags: [
        { name: 'care platform', description: 'Care API: session bootstrap and client logging' },
        { name: 'static config', description: 'JSON configuration the web app loads at start' },
        { name: 'session', description: 'Service sessions: anonymous, signed in, refresh, revoke' },
        {
          name: 'device',
          description: 'Device grants, registration and authentication challenges',
        },
        { name: 'config', description: 'The domain config the SDK reads its endpoints from' },
        { name: 'time', description: 'Server time for the SDK clock' },
        { name: 'events', description: 'Playback telemetry and user events' },
        { name: 'identity', description: 'Sign-up, sign-in start, password and grant sign-in' },
        { name: 'otp', description: 'One-time passcodes: send, verify a new contact, redeem' },
        { name: 'magic link', description: 'Email sign-in links' },
        { name: 'passkey', description: 'Passkeys (WebAuthn): create and sign in (ADR 008)' },
        {
          name: 'device-authorization',
          description: 'Codes for TVs, cars and speakers (RFC 8628, ADR 008)',
        },
        { name: 'identity groups', description: 'Credential changes: handle, password, phone' },
        { name: 'profile', description: "The signed-in identity's profile" },
        { name: 'orchestration', description: 'Deleting an identity' },
        { name: 'care identity', description: 'Care API: login, validation, credential recovery' },
        { name: 'dev mailbox', description: 'Outbox messages (development and test mode only)' },
        { name: 'health', description: 'Liveness and readiness probes' },
        {
          name: 'partner api',
          description:
            'What a linked voice assistant reads with its access token, scope by scope (ADR 081)',
        },
        { name: 'metrics', description: 'Prometheus metrics for operators (ADR 085)' },
        { name: 'docs', description: 'This document' },
      ],
    },
    transform: jsonSchemaTransform,
  });
}

/** `GET /docs/openapi.json`: the document, built from the routes registered so far. */
export function registerOpenApiDocumentRoute(app: App): void {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ['docs'],
        summary: 'This API described as OpenAPI 3',
        response: {
          200: z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }) }),
        },
      },
    },
    async () => app.swagger() as { openapi: string; info: { title: string } },
  );
}
