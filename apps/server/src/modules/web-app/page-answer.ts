import { countryFromHost, type EnvInfo, firstPaintPreload, resolveLocale } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { lookUpOrBeginCareSession } from '../../platform/auth/require-care-session.ts';
import type { Clock } from '../../platform/clock.ts';
import { buildEnvInfo, type StaticConfigSet } from '../platform/index.ts';
import { firstPageOf } from './first-paint-route.ts';
import { type FirstReadDeps, firstReadsFetch } from './first-reads.ts';
import { type firstScreens, isPrerenderedPage } from './first-screen.ts';
import { composeIndexHtml } from './index-html.ts';
import { startupConfigFilesFor } from './startup-config-files.ts';
import type { WebBuild } from './web-build.ts';

export interface PageAnswerDeps {
  config: Pick<AppConfig, 'mode' | 'buildTag' | 'session'>;
  staticConfig: StaticConfigSet;
  clock: Clock;
  startedAt: Date;
  firstScreens: ReturnType<typeof firstScreens>;
  /** What a landing's first reads work with (ADR 086): the catalog's database, clock, config. */
  firstReads: FirstReadDeps;
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
): Promise<{ envInfo: EnvInfo; signedIn: boolean } | undefined> {
  try {
    const session = await lookUpOrBeginCareSession(request, reply);
    const envInfo = buildEnvInfo({
      config: deps.config,
      country: countryFromHost(request.hostname),
      session,
      now: deps.clock(),
      startedAt: deps.startedAt,
    });
    return { envInfo, signedIn: session.identityId !== null };
  } catch (error) {
    request.log.debug({ err: error }, 'index.html goes without env-info');
    return undefined;
  }
}

/** `langpref`, whatever the case of its name (query keys are case-insensitive, flows §0). */
function langprefOf(params: URLSearchParams): string | null {
  for (const [key, value] of params) if (key.toLowerCase() === 'langpref') return value;
  return null;
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
  const { pathname, searchParams } = new URL(request.url, 'http://page');
  const page = build.manifest ? firstPageOf(build.manifest, pathname, flags) : undefined;
  const visitor = request.method === 'GET' ? await envInfoFor(request, reply, deps) : undefined;
  const startup = { configFiles: files, ...(visitor ? { envInfo: visitor.envInfo } : {}) };
  // A signed-in visitor's first screen is theirs: the browser renders it.
  const firstScreen =
    visitor && !visitor.signedIn && isPrerenderedPage(pathname)
      ? await deps.firstScreens.of({
          url: request.url,
          hostname: request.hostname,
          startup,
          firstReads: firstReadsFetch(deps.firstReads, request.hostname),
        })
      : undefined;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  const lang = resolveLocale(langprefOf(searchParams), countryFromHost(request.hostname));
  const assets = page ? build.manifest?.pages[page] : undefined;
  return composeIndexHtml(build.template, {
    lang,
    // The answers the first screen shows go with it (ADR 086): the app starts with them cached.
    startup: firstScreen?.firstQueries
      ? { ...startup, firstQueries: firstScreen.firstQueries }
      : startup,
    preload: assets ? firstPaintPreload(assets, lang) : undefined,
    firstScreen: firstScreen?.html,
  });
}
