import { createStore, type Store } from '../../shared/platform/store.ts';
import type { Timers } from '../../shared/platform/timers.ts';

/** Without a word from the server, a care session idles out after 20 minutes (flows §9.1). */
export const DEFAULT_IDLE_TIMEOUT_MS = 20 * 60 * 1000;

export interface SessionTimeout {
  /** True once the session has timed out; the timeout modal shows while it is. */
  readonly timedOut: Store<boolean>;
  /** A successful response from our API: the visitor is active, restart the idle timer. */
  touch(): void;
  /** The server's idle timeout (env-info `sessionInfo.idleTimeout`, converted to ms). */
  setIdleTimeout(ms: number): void;
  /** The session is over: the server said so, or the idle timer ran out. */
  expire(): void;
  dispose(): void;
}

export interface SessionTimeoutOptions {
  timers: Timers;
  idleTimeoutMs?: number;
}

/**
 * The inactivity timer (spec 000 §4, §7; flows §9.1). It starts with the first successful response,
 * restarts with every later one, and expires the session when it runs out.
 */
export function createSessionTimeout({
  timers,
  idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS,
}: SessionTimeoutOptions): SessionTimeout {
  const timedOut = createStore(false);
  let timeoutMs = idleTimeoutMs;
  let handle: unknown;

  const clear = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  const expire = () => {
    clear();
    timedOut.set(true);
  };
  const restart = () => {
    clear();
    if (!timedOut.get()) handle = timers.setTimeout(expire, timeoutMs);
  };

  return {
    timedOut,
    touch: restart,
    setIdleTimeout(ms) {
      if (!Number.isFinite(ms) || ms <= 0) return;
      timeoutMs = ms;
      if (handle !== undefined) restart();
    },
    expire,
    dispose: clear,
  };
}
