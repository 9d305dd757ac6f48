import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { type ChunkAtom, type ChunkMergeSettings, planChunkMerges } from './chunk-merge-plan.ts';

/** Set while the probe build runs, so it splits as the bundler does by itself. */
const PROBE = 'ORBIT_CHUNK_PROBE';

/** Measured on this app (ADR 122): what one file more costs a page, and which chunks to fold. */
export const FOLD_SETTINGS: ChunkMergeSettings = {
  fileCostBytes: 125,
  smallBytes: 8 * 1024,
  pageLimitBytes: 39.5 * 1024,
  bytesWeight: 0.1,
};

interface FoldOptions {
  configFile: string;
  /** The app the start-up module imports (ADR 094): its chunks belong to the entry route. */
  appModuleFile: string;
  /** A language's message file: one language at a time, never folded with anything. */
  languageFile: RegExp;
  settings?: ChunkMergeSettings;
}

function staticClosure(
  roots: Iterable<Rollup.OutputChunk>,
  byFile: Map<string, Rollup.OutputChunk>,
) {
  const reached = new Set<Rollup.OutputChunk>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return reached;
}

/**
 * The group name of each module to fold, from the chunks of a build without folding: the entry
 * route's chunks and the languages' stay as they are; every other chunk is an atom, loaded by the
 * pages (and parts of pages) whose static imports reach it.
 */
export function foldedModuleNames(
  chunks: readonly Rollup.OutputChunk[],
  options: Pick<FoldOptions, 'appModuleFile' | 'languageFile'> & { settings: ChunkMergeSettings },
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryRoute = staticClosure(
    chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId === options.appModuleFile),
    byFile,
  );
  const isLanguage = (chunk: Rollup.OutputChunk) =>
    chunk.moduleIds.some((id) => options.languageFile.test(id));
  const pages = chunks.filter(
    (chunk) => chunk.isDynamicEntry && !entryRoute.has(chunk) && !isLanguage(chunk),
  );
  const gzipOf = new Map(chunks.map((chunk) => [chunk, gzipSync(chunk.code).byteLength]));
  const importersOf = (page: Rollup.OutputChunk) =>
    chunks.filter((chunk) => chunk.dynamicImports.includes(page.fileName));
  // A catalog is a feature's messages (`…/messages/`), loaded in one language at a time: it costs
  // a page its heaviest language, with what that file imports (Canadian English the American).
  const catalogIndex = new Map<string, number>();
  const catalogBytes: number[] = [];
  const catalogOf = (file: string): number | undefined => {
    const loaded = byFile.get(file);
    const facade = loaded?.facadeModuleId ?? '';
    if (!loaded || !options.languageFile.test(facade)) return undefined;
    const key = facade.replace(options.languageFile, '');
    let index = catalogIndex.get(key);
    if (index === undefined) {
      index = catalogBytes.length;
      catalogIndex.set(key, index);
      catalogBytes.push(0);
    }
    let bytes = 0;
    for (const chunk of staticClosure([loaded], byFile)) bytes += gzipOf.get(chunk) ?? 0;
    catalogBytes[index] = Math.max(catalogBytes[index] ?? 0, bytes);
    return index;
  };
  const catalogsOf = (chunk: Rollup.OutputChunk) =>
    chunk.dynamicImports.flatMap((file) => {
      const catalog = catalogOf(file);
      return catalog === undefined ? [] : [catalog];
    });
  const entryCatalogs = new Set([...entryRoute].flatMap(catalogsOf));
  const pageCatalogsOf = (closure: Iterable<Rollup.OutputChunk>) =>
    new Set(
      [...closure].flatMap((chunk) =>
        catalogsOf(chunk).filter((catalog) => !entryCatalogs.has(catalog)),
      ),
    );
  const loadedBy = new Map<Rollup.OutputChunk, number[]>();
  const pageCatalogs: number[][] = [];
  const pageBytes = pages.map((page, index) => {
    const own = staticClosure([page], byFile);
    for (const chunk of entryRoute) own.delete(chunk);
    const catalogs = pageCatalogsOf(own);
    // A part of a page fetched on demand comes after the page: what every page that imports it
    // has brought is not its to load (as the bench weighs it).
    const importers = importersOf(page);
    if (importers.length > 0 && importers.every((importer) => !entryRoute.has(importer))) {
      const brought = importers.map((importer) => staticClosure([importer], byFile));
      for (const chunk of [...own]) {
        if (brought.every((closure) => closure.has(chunk))) own.delete(chunk);
      }
      const broughtCatalogs = brought.map(pageCatalogsOf);
      for (const catalog of [...catalogs]) {
        if (broughtCatalogs.every((known) => known.has(catalog))) catalogs.delete(catalog);
      }
    }
    pageCatalogs.push([...catalogs]);
    let bytes = 0;
    for (const catalog of catalogs) bytes += catalogBytes[catalog] ?? 0;
    for (const chunk of own) {
      if (isLanguage(chunk)) continue;
      bytes += gzipOf.get(chunk) ?? 0;
      // A page's own chunk is never folded: another page would fetch the page with it.
      if (chunk.isDynamicEntry) continue;
      loadedBy.set(chunk, [...(loadedBy.get(chunk) ?? []), index]);
    }
    return bytes;
  });
  const atomChunks = [...loadedBy.keys()];
  const atomIndex = new Map(atomChunks.map((chunk, index) => [chunk, index]));
  const atoms: ChunkAtom[] = atomChunks.map((chunk) => ({
    gzipBytes: gzipOf.get(chunk) ?? 0,
    loadedBy: loadedBy.get(chunk) ?? [],
    imports: chunk.imports.flatMap((file) => {
      const imported = byFile.get(file);
      const index = imported && atomIndex.get(imported);
      return index === undefined ? [] : [index];
    }),
    catalogs: catalogsOf(chunk).filter((catalog) => !entryCatalogs.has(catalog)),
  }));
  const names = new Map<string, string>();
  planChunkMerges(
    atoms,
    { bytes: pageBytes, catalogs: pageCatalogs, catalogBytes },
    options.settings,
  ).forEach((group, groupIndex) => {
    for (const atom of group) {
      const chunk = atomChunks[atom];
      for (const id of chunk?.moduleIds ?? []) {
        if ((chunk?.modules[id]?.renderedLength ?? 0) > 0) names.set(id, `folded-${groupIndex}`);
      }
    }
  });
  return names;
}

/**
 * Folds the bundler's small shared chunks into fewer (ADR 122): a build without folding first
 * (in memory) shows the chunks and their sizes, and the real build's `codeSplitting` group puts
 * the modules of each fold in one chunk. Client builds only; the server's prerender is one bundle.
 */
export function foldedChunkGroups(options: FoldOptions) {
  let names = new Map<string, string>();
  let mode = 'production';
  const plugin: Plugin = {
    name: 'orbit:folded-chunk-groups',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[PROBE],
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      process.env[PROBE] = '1';
      try {
        const probe = await build({
          configFile: options.configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, ssrManifest: false },
        });
        const outputs = (Array.isArray(probe) ? probe : [probe]) as Rollup.RollupOutput[];
        const chunks = outputs.flatMap((result) =>
          result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'),
        );
        names = foldedModuleNames(chunks, {
          ...options,
          settings: options.settings ?? FOLD_SETTINGS,
        });
      } finally {
        delete process.env[PROBE];
      }
    },
  };
  const name = (moduleId: string): string | null => names.get(moduleId) ?? null;
  return { plugin, name };
}
