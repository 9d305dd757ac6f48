import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { App } from './app-instance.ts';

/** Below this an answer fits one packet anyway; compressing it costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers made per request (JSON of the APIs, the configuration files) above
 * `COMPRESSION_THRESHOLD_BYTES` for a client that accepts brotli or gzip. Brotli runs at quality 4:
 * near gzip's speed with smaller output, where the build's quality 11 would cost each request
 * milliseconds. The web app's files are compressed once at build instead (web-app module). Request
 * bodies are never inflated: the APIs take plain JSON, so a compressed body is not a way around
 * the body limit.
 */
export async function registerResponseCompression(app: App): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
