import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface BundleSize {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
}

async function bundle(entry: string, external: string[]): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return output.contents;
}

/**
 * The SDK as a browser would download it, minified and gzipped: once with everything it imports,
 * once without zod, which the web app already ships for its forms and config.
 */
export async function measureSdkSize(entry: string): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const [name, external] of [
    ['sdk with all dependencies', []],
    ['sdk without zod (shared with the app)', ['zod', 'zod/*']],
  ] as const) {
    const code = await bundle(entry, [...external]);
    sizes.push({ name, minifiedBytes: code.byteLength, gzipBytes: gzipSync(code).byteLength });
  }
  return sizes;
}
