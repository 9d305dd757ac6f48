/**
 * A promise marked with how it settled, by the convention React's `use` reads and writes
 * (`status`, `value`, `reason`): whoever made the promise may mark it, so a render finds a value
 * that is already here without waiting.
 */
export type Settling<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * The promise's value when it has settled; otherwise the promise is thrown to the nearest
 * `Suspense`, which renders again once it settles (ADR 115: Preact has no `use`). A promise already
 * marked fulfilled (a catalog loaded before the first render, a step preloaded) never suspends, so
 * the server's prerender, which cannot wait, renders it at once.
 */
export function readOrSuspend<T>(promise: Promise<T>): T {
  const settling = promise as Settling<T>;
  if (settling.status === 'fulfilled') return settling.value as T;
  if (settling.status === 'rejected') throw settling.reason;
  if (settling.status === undefined) {
    settling.status = 'pending';
    settling.then(
      (value) => {
        settling.status = 'fulfilled';
        settling.value = value;
      },
      (reason: unknown) => {
        settling.status = 'rejected';
        settling.reason = reason;
      },
    );
  }
  throw promise;
}
