import type { ApplicationConfig } from '@orbit/domain';
import type { ServiceCaller } from '../http/service-caller.ts';
import type { SdkRuntime } from '../runtime/runtime.ts';
import type { EventLogger } from './event-logger.ts';

/** What a queue of client events needs: the service, the config's limits, storage and timers. */
export interface EventQueueDeps {
  caller: Pick<ServiceCaller, 'call'>;
  config: { readonly config: ApplicationConfig | undefined };
  runtime: Pick<SdkRuntime, 'storage' | 'timers' | 'now' | 'randomBytes'>;
  isAuthenticated(): boolean;
  logger: EventLogger;
  /** The clock events are stamped by; the system clock by default. */
  now?: () => number;
}

/** A queue of client events, kept across restarts and sent in batches (spec 001 §7, §9). */
export interface EventQueue<Input, Recorded, Queued> {
  start(): void;
  /** Queues an event; undefined (and logged) when it breaks the event rules. */
  record(input: Input): Recorded | undefined;
  flush(trigger: 'background' | 'launch'): Promise<void>;
  sessionChanged(): void;
  readonly pending: readonly Queued[];
  dispose(): void;
}
