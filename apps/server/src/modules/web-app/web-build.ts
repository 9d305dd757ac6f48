import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_PAINT_MANIFEST_FILE,
  type FirstPaintManifest,
  firstPaintManifestSchema,
} from '@orbit/domain';

export interface WebBuild {
  /** index.html as the build wrote it. */
  template: string;
  /** What the build says about first page loads; undefined for a build without it. */
  manifest: FirstPaintManifest | undefined;
}

type Cached<T> = { mtimeMs: number; value: T };

function modified(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Reads the build's index.html and first-paint.json, again only when a file changed: a build made
 * after the server started is served without a restart, and a page load costs two `stat`s.
 * undefined while there is no index.html.
 */
export function webBuildReader(distDir: string): () => WebBuild | undefined {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, FIRST_PAINT_MANIFEST_FILE);
  let template: Cached<string> | undefined;
  let manifest: Cached<FirstPaintManifest | undefined> | undefined;

  return () => {
    const templateTime = modified(indexFile);
    if (templateTime === undefined) return undefined;
    if (template?.mtimeMs !== templateTime) {
      template = { mtimeMs: templateTime, value: fs.readFileSync(indexFile, 'utf8') };
    }
    const manifestTime = modified(manifestFile) ?? -1;
    if (manifest?.mtimeMs !== manifestTime) {
      manifest = {
        mtimeMs: manifestTime,
        value: manifestTime === -1 ? undefined : parsedManifest(manifestFile),
      };
    }
    return { template: template.value, manifest: manifest.value };
  };
}

/** A manifest that does not parse is left out: pages still load, only without preloads. */
function parsedManifest(file: string): FirstPaintManifest | undefined {
  try {
    const parsed = firstPaintManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
