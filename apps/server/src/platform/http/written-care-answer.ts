import type { FastifyReply } from 'fastify';
import { careOk } from './care-envelope.ts';
import { JSON_CONTENT_TYPE } from './json-content-type.ts';

/**
 * A care answer already written: the enveloped `data` as its route's serializer wrote it, kept by
 * a route that answers the same bytes again while nothing it was made from has changed (ADR 105),
 * so a repeat skips the serializer and the string's encoding. `Data` is what it was written from.
 */
export class WrittenCareAnswer<Data> {
  /** The type of the data it holds, for the route's answer type only: never set. */
  declare readonly writtenFrom: Data;

  private constructor(readonly bytes: Buffer) {}

  /** `data` in the care envelope, written by the serializer of the route `reply` answers for. */
  static of<Data>(reply: FastifyReply, data: Data): WrittenCareAnswer<Data> {
    const written = reply.serialize(careOk(data));
    return new WrittenCareAnswer<Data>(
      typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer),
    );
  }
}

/** Sends the answer's bytes as they are, as JSON, like a serialized answer. */
export function sendWrittenCareAnswer(
  reply: FastifyReply,
  answer: WrittenCareAnswer<unknown>,
): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(answer.bytes);
}
