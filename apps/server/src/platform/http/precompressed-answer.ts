import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from './response-compression.ts';

type Encoding = 'br' | 'gzip';

/** An answer that never changes while the server runs, in every form a client may take. */
export type PrecompressedAnswer = {
  contentType: string;
  identity: Buffer;
  /** Its brotli and gzip forms; none below `COMPRESSION_THRESHOLD_BYTES`, as per-request answers. */
  encoded: ReadonlyMap<Encoding, Buffer>;
};

/**
 * Compresses an answer once, at start, at the strongest settings (brotli 11, gzip 9): a
 * per-request answer gets brotli 4 because it pays for it each time (response-compression.ts).
 */
export function precompressed(body: string, contentType: string): PrecompressedAnswer {
  const identity = Buffer.from(body);
  const encoded = new Map<Encoding, Buffer>();
  if (identity.length >= COMPRESSION_THRESHOLD_BYTES) {
    encoded.set(
      'br',
      brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    );
    encoded.set('gzip', gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }));
  }
  return { contentType, identity, encoded };
}

/** The encodings `accept-encoding` allows (a `q=0` refuses one), brotli first, as compress does. */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends the form the client accepts (the route must say `compress: false`, so the bytes are not
 * compressed again), with `Vary: Accept-Encoding` since the same URL has several forms.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrecompressedAnswer,
): void {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = (encoding && answer.encoded.get(encoding)) || answer.identity;
  reply.header('content-type', answer.contentType);
  if (answer.encoded.size > 0) reply.header('vary', 'accept-encoding');
  if (body !== answer.identity && encoding) reply.header('content-encoding', encoding);
  reply.send(body);
}
