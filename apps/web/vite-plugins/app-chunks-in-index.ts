import type { Plugin, Rollup } from 'vite';
import { APP_CHUNKS_ELEMENT_ID } from '../src/app/first-paint/app-chunks.ts';
import { importersFirst } from '../src/app/first-paint/chunk-order.ts';
import { chunkImports, staticClosure } from './first-paint-manifest.ts';

/**
 * Names the app's chunks in index.html (`<script type="application/json"
 * id="orbit-app-chunks">`, ADR 099): on a prerendered page the start-up module preloads them with
 * the page's and evaluates them one at a time before it runs the app, so React, the router and
 * the shell are not one long task on a painted page. Every page of the build loads the same app,
 * so the list is the build's, not the server's to compose.
 */
export function appChunksInIndex(options: { appModuleFile: string }): Plugin {
  return {
    name: 'orbit-app-chunks-in-index',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return html;
        const app = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk =>
            item.type === 'chunk' && item.facadeModuleId === options.appModuleFile,
        );
        if (!app) throw new Error(`app chunks: no chunk for ${options.appModuleFile}.`);
        const chunks = importersFirst(
          app.fileName,
          chunkImports(bundle),
          staticClosure(bundle, entry),
        ).map((fileName) => `/${fileName}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: APP_CHUNKS_ELEMENT_ID },
            // File names of the build: no `<` can close the element.
            children: JSON.stringify(chunks),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
