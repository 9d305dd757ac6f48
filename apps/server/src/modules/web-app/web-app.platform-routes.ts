import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { isWebAppPagePath, isWebAppPath } from '../../platform/http/path-kinds.ts';

/** Vite names files under assets/ by content hash: a changed file is a new URL, so cache forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and other unhashed files) must be revalidated, or a deploy is not seen. */
const REVALIDATE = 'no-cache';

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
  config: Pick<AppConfig, 'webDistDir'>,
): Promise<void> {
  const distDir = config.webDistDir;
  const assetsDir = path.join(distDir, 'assets');
  const indexFile = path.join(distDir, 'index.html');

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    // `/` itself is the app's entry page.
    index: 'index.html',
    cacheControl: false,
    // The build leaves `.br` and `.gz` twins of text assets (vite.config.ts): served to a browser
    // that accepts them, with `Vary: Accept-Encoding`; the plain file otherwise.
    preCompressed: true,
    // API paths are never files, whatever the dist folder holds.
    allowedPath: (pathname) => isWebAppPath(pathname),
    setHeaders: (res, file) => {
      res.setHeader('cache-control', isInside(assetsDir, file) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: a shared cache must key on the header.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isWebAppPath(request.url) && !fs.existsSync(indexFile)) {
      throw new AppError('SERVICE_UNAVAILABLE', `No web app build in ${distDir}`, {
        publicDescription:
          'The web app has not been built yet: run `npm run build` in the repository root, then reload.',
      });
    }
    if (readsPage && isWebAppPagePath(request.url)) {
      return reply.sendFile('index.html', distDir);
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url}`, {
      notFoundResourceType: 'route',
    });
  });
}
