import type { FastifyReply } from 'fastify';

/** Answers holding credentials, or the time, must never be kept by a browser or a proxy. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
