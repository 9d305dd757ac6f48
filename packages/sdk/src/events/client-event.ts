import { type ClientEvent, clientEventSchema } from '@orbit/domain';
import { randomId } from '../runtime/random-id.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';

export interface ClientEventInput {
  name: string;
  attributes?: Record<string, unknown>;
  /** When it happened, epoch ms; now by default. */
  occurredAtMs?: number;
}

export interface ClientEventSources extends Pick<SdkRuntime, 'randomBytes'> {
  /** The clock events are stamped by (the server-synchronised clock when there is one). */
  now(): number;
}

/**
 * A new client event with its own random id, or undefined when the input breaks the event's rules
 * (a name too long, an impossible date). The id stays with the event through every retry and
 * reload, so the server can recognise a batch it already has.
 */
export function newClientEvent(
  input: ClientEventInput,
  sources: ClientEventSources,
): ClientEvent | undefined {
  const occurredAt = new Date(input.occurredAtMs ?? sources.now());
  if (Number.isNaN(occurredAt.getTime())) return undefined;
  const parsed = clientEventSchema.safeParse({
    id: randomId(sources.randomBytes),
    name: input.name,
    occurredAt: occurredAt.toISOString(),
    attributes: input.attributes ?? {},
  });
  return parsed.success ? parsed.data : undefined;
}
