import { type ApplicationConfig, applicationConfigSchema, SERVICE_DOMAINS } from '@orbit/domain';
import { vi } from 'vitest';
import { DomainConfigStore } from '../config/domain-config-store.ts';
import { createServiceCaller } from '../http/service-caller.ts';
import { globalTimers, type SdkRuntime } from '../runtime/runtime.ts';
import { memoryCookieJar } from '../storage/cookie-jar.ts';
import { memoryStorage } from '../storage/key-value-storage.ts';

export const SERVER_ORIGIN = 'https://api.example';

interface SentRequest {
  url: string;
  method: string;
  body: Record<string, { id: string }[]>;
}

/** The telemetry and user-event domains as the config service serves them. */
export function eventConfig(
  options: { disabled?: string[]; extras?: Record<string, Record<string, unknown>> } = {},
): ApplicationConfig {
  const domains: Record<string, unknown> = {};
  for (const name of ['telemetry', 'userEvent'] as const) {
    const domain = SERVICE_DOMAINS[name];
    domains[name] = {
      baseUrl: `${SERVER_ORIGIN}${domain.pathPrefix}`,
      endPoints: Object.fromEntries(
        Object.entries(domain.endPoints).map(([endpoint, shape]) => [
          endpoint,
          { ...shape, isDisabled: options.disabled?.includes(`${name}.${endpoint}`) ?? false },
        ]),
      ),
      extras: options.extras?.[name] ?? {},
    };
  }
  return applicationConfigSchema.parse({
    applicationId: 'orbit-care-web',
    version: '1',
    isTest: false,
    isPreview: false,
    domains,
  });
}

/**
 * An answer whose body is read within the same turn of the event loop, so fake timers need no
 * real I/O to get through it.
 */
function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/**
 * The SDK's real HTTP core in front of a fake server that deduplicates events by id and answers
 * `{accepted, duplicates}`. `failNext` makes the next requests fail: `network` drops the
 * connection after the server took the batch (the outcome the client cannot know), a number
 * answers that status without taking it.
 */
export function fakeEventService(config: ApplicationConfig = eventConfig()) {
  const requests: SentRequest[] = [];
  const answers: { accepted: number; duplicates: number }[] = [];
  const seen = new Set<string>();
  const failures: ('network' | number)[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as SentRequest['body'];
    requests.push({ url, method: String(init.method), body });
    const failure = failures.shift();
    if (typeof failure === 'number') return answer(failure, { code: 'FAILED' });
    const events = Object.values(body)[0] ?? [];
    const fresh = events.filter((event) => !seen.has(event.id));
    for (const event of fresh) seen.add(event.id);
    const receipt = { accepted: fresh.length, duplicates: events.length - fresh.length };
    answers.push(receipt);
    if (failure === 'network') throw new TypeError('connection reset');
    return answer(200, receipt);
  });
  const storage = memoryStorage();
  const configStore = new DomainConfigStore(memoryStorage());
  configStore.supply(config, 0);
  const runtime: SdkRuntime = {
    fetch,
    storage,
    cookies: memoryCookieJar(),
    timers: globalTimers,
    now: () => Date.UTC(2026, 0, 1),
    randomBytes: (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
    userAgent: 'test',
    refreshTokenHolder: 'sdk',
  };
  const caller = createServiceCaller({ runtime, config: configStore });
  return {
    caller,
    configStore,
    runtime,
    storage,
    fetch,
    requests,
    /** What the server answered (or would have, for a connection lost on the way back). */
    answers,
    /** How many distinct events the server holds. */
    get received() {
      return seen.size;
    },
    failNext: (...next: ('network' | number)[]) => failures.push(...next),
    /** The ids of the events of each request. */
    batches: () =>
      requests.map((request) => (Object.values(request.body)[0] ?? []).map((e) => e.id)),
  };
}
