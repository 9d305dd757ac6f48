import { countryFromHost, type EnvInfo } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { lookUpOrBeginCareSession } from '../../platform/auth/require-care-session.ts';
import type { Clock } from '../../platform/clock.ts';
import { buildEnvInfo, type StaticConfigSet } from '../platform/index.ts';
import { firstPageOf } from './first-paint-route.ts';
import { composeIndexHtml } from './index-html.ts';
import { startupConfigFilesFor } from './startup-config-files.ts';
import type { WebBuild } from './web-build.ts';

export interface PageAnswerDeps {
  config: Pick<AppConfig, 'mode' | 'buildTag' | 'session'>;
  staticConfig: StaticConfigSet;
  clock: Clock;
  startedAt: Date;
}

/**
 * env-info's answer for this visitor, as `GET /services/utility/env-info` would give it (the
 * session cookie set the same way). Undefined when it cannot be had (too many new sessions from
 * this address, the database away): the app then calls env-info itself and meets the error there.
 */
async function envInfoFor(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PageAnswerDeps,
): Promise<EnvInfo | undefined> {
  try {
    const session = await lookUpOrBeginCareSession(request, reply);
    return buildEnvInfo({
      config: deps.config,
      country: countryFromHost(request.hostname),
      session,
      now: deps.clock(),
      startedAt: deps.startedAt,
    });
  } catch (error) {
    request.log.debug({ err: error }, 'index.html goes without env-info');
    return undefined;
  }
}

/**
 * A page of the web app (ADR 083): index.html with the host's start-up configuration and the
 * visitor's env-info inlined, and the first route's chunks named for preloading. It names a
 * visitor's session, so no shared cache may keep it; like index.html, it is revalidated each time.
 */
export async function answerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  build: WebBuild,
  deps: PageAnswerDeps,
): Promise<string> {
  const { files, flags } = startupConfigFilesFor(deps.staticConfig, request.hostname);
  const page = build.manifest
    ? firstPageOf(build.manifest, new URL(request.url, 'http://page').pathname, flags)
    : undefined;
  const envInfo = request.method === 'GET' ? await envInfoFor(request, reply, deps) : undefined;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  return composeIndexHtml(build.template, {
    startup: { configFiles: files, ...(envInfo ? { envInfo } : {}) },
    preload: page ? build.manifest?.pages[page] : undefined,
  });
}
