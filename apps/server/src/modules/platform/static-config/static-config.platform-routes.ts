import { createHash } from 'node:crypto';
import {
  BUILD_HASH_PARAM,
  COUNTRIES,
  commonConfigSchema,
  countryAppSettingsSchema,
  countryConfigSchema,
  STATIC_CONFIG_PATHS,
  serviceErrorBodySchema,
  VARIANT_NAME_PATTERN,
  variantConfigSchema,
} from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { JSON_CONTENT_TYPE } from '../../../platform/http/index.ts';
import {
  type PrecompressedAnswer,
  precompressed,
  sendPrecompressed,
} from '../../../platform/http/precompressed-answer.ts';
import type { StaticConfigSet } from './build-static-config.ts';

/** The web app asks with `?v=<build hash>`; any value is accepted (it only busts caches). */
const buildHashQuery = z.object({
  [BUILD_HASH_PARAM]: z.string().optional().describe('Build hash of the web app; any value'),
});

/**
 * A file as it is answered: its JSON, ETag and compressed forms are made once, when the server
 * starts (the set cannot change while it runs), not for every request (ADR 092).
 */
type Versioned = { answer: PrecompressedAnswer; etag: string };

function versioned(document: unknown): Versioned {
  const json = JSON.stringify(document);
  const hash = createHash('sha256').update(json).digest('base64url');
  return { answer: precompressed(json, JSON_CONTENT_TYPE), etag: `"${hash.slice(0, 27)}"` };
}

/**
 * `no-cache` plus an ETag: browsers keep the file but ask every time, so a deploy that changes
 * a setting is seen on the next page load, and an unchanged file costs a 304.
 */
function answer(request: FastifyRequest, reply: FastifyReply, file: Versioned): void {
  reply.header('cache-control', 'no-cache').header('etag', file.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag)) {
    reply.code(304).send();
    return;
  }
  sendPrecompressed(request, reply, file.answer);
}

const tags = ['static config'];

/** GET /config/*.json: the startup configuration files of spec 000 §7. */
export function registerStaticConfigRoutes(app: App, set: StaticConfigSet): void {
  const country = versioned(set.country);
  const common = versioned(set.common);

  app.get(
    STATIC_CONFIG_PATHS.country,
    {
      // Its compressed forms are made at start (sendPrecompressed).
      compress: false,
      schema: {
        tags,
        summary: 'Care API base URL of each market',
        querystring: buildHashQuery,
        response: { 200: countryConfigSchema },
      },
    },
    (request, reply) => {
      answer(request, reply, country);
    },
  );

  app.get(
    STATIC_CONFIG_PATHS.common,
    {
      // Its compressed forms are made at start (sendPrecompressed).
      compress: false,
      schema: {
        tags,
        summary: 'Settings shared by both markets: feature flags (strings), chat, player, CMS',
        querystring: buildHashQuery,
        response: { 200: commonConfigSchema },
      },
    },
    (request, reply) => {
      answer(request, reply, common);
    },
  );

  for (const market of COUNTRIES) {
    const settings = versioned(set.appSettings[market]);
    app.get(
      STATIC_CONFIG_PATHS.appSettings(market),
      {
        compress: false,
        schema: {
          tags,
          summary: `App settings of the ${market.toUpperCase()} market`,
          querystring: buildHashQuery,
          response: { 200: countryAppSettingsSchema },
        },
      },
      (request, reply) => {
        answer(request, reply, settings);
      },
    );
  }

  const variants = new Map([...set.variants].map(([name, doc]) => [name, versioned(doc)]));
  app.get(
    STATIC_CONFIG_PATHS.variant(':name'),
    {
      // Its compressed forms are made at start (sendPrecompressed).
      compress: false,
      schema: {
        tags,
        summary: 'Overrides of one host variant (`variant-<name>.` in the host name)',
        params: z.object({ name: z.string() }),
        querystring: buildHashQuery,
        response: { 200: variantConfigSchema, 404: serviceErrorBodySchema },
      },
    },
    (request, reply) => {
      const { name } = request.params;
      const variant = VARIANT_NAME_PATTERN.test(name) ? variants.get(name) : undefined;
      if (!variant) {
        throw new AppError('NOT_FOUND', `No variant config named ${name}`, {
          notFoundResourceType: 'variant-config',
        });
      }
      answer(request, reply, variant);
    },
  );
}
