const running = new WeakMap<object, { key: string; promise: Promise<unknown> }>();

/**
 * Runs a flow's entry load once per owner and key: a re-run effect (React's strict mode, a quick
 * re-render) joins the load under way instead of validating a promo code or a token twice.
 */
export function runOnce<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  const current = running.get(owner);
  if (current && current.key === key) return current.promise as Promise<T>;
  const promise = load().finally(() => {
    if (running.get(owner)?.promise === promise) running.delete(owner);
  });
  running.set(owner, { key, promise });
  return promise;
}
