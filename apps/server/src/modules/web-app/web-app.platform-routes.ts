import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDER_MODULE_DIR } from '@orbit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { isWebAppPagePath, isWebAppPath } from '../../platform/http/path-kinds.ts';
import { firstScreens } from './first-screen.ts';
import { answerPage, type PageAnswerDeps } from './page-answer.ts';
import { webBuildReader } from './web-build.ts';

/** Vite names files under assets/ by content hash: a changed file is a new URL, so cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files must be revalidated, or a deploy is not seen. */
const REVALIDATE = 'no-cache';

function isUnder(pathname: string, dir: string): boolean {
  const folder = `/${dir}`;
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Serves the built web app (WEB_DIST_DIR) and answers client-side routes with index.html.
 * Files are looked up per request (wildcard route), so a build made after the server started is
 * served without a restart. Unknown API paths stay 404 in their API's error shape.
 */
export async function registerWebApp(
  app: App,
  deps: Omit<PageAnswerDeps, 'firstScreens' | 'firstReads' | 'config'> & {
    config: AppConfig;
    db: PageAnswerDeps['firstReads']['db'];
    /** The catalog's kept selections, shared with the care offers route (ADR 092). */
    marketSelections: PageAnswerDeps['firstReads']['marketSelections'];
  },
): Promise<void> {
  const distDir = deps.config.webDistDir;
  const assetsDir = path.join(distDir, 'assets');
  const readBuild = webBuildReader(distDir);
  const pages: PageAnswerDeps = {
    ...deps,
    firstScreens: firstScreens(distDir, app.log, deps.clock),
    firstReads: {
      db: deps.db,
      clock: deps.clock,
      config: deps.config,
      marketSelections: deps.marketSelections,
    },
  };

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    // `/` is a page like any other: answered below, with its start-up parts (ADR 083).
    index: false,
    cacheControl: false,
    // The build leaves `.br` and `.gz` twins of text assets (vite.config.ts): served to a browser
    // that accepts them, with `Vary: Accept-Encoding`; the plain file otherwise.
    preCompressed: true,
    // API paths are never files, whatever the dist folder holds.
    // `/` is answered below; the prerender build's module is the server's, not the browser's.
    allowedPath: (pathname) =>
      pathname !== '/' && !isUnder(pathname, PRERENDER_MODULE_DIR) && isWebAppPath(pathname),
    setHeaders: (res, file) => {
      res.setHeader('cache-control', isInside(assetsDir, file) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: a shared cache must key on the header.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const build = isWebAppPath(request.url) ? readBuild() : undefined;
    if (isWebAppPath(request.url) && !build) {
      throw new AppError('SERVICE_UNAVAILABLE', `No web app build in ${distDir}`, {
        publicDescription:
          'The web app has not been built yet: run `npm run build` in the repository root, then reload.',
      });
    }
    if (build && readsPage && isWebAppPagePath(request.url)) {
      return answerPage(request, reply, build, pages);
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url}`, {
      notFoundResourceType: 'route',
    });
  });
}
