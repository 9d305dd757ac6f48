/**
 * An error and every error it wraps, outermost first: Drizzle puts the driver's error (with its
 * SQLSTATE or socket code) in `cause`, and a wrapper may wrap it again. A cycle ends the walk.
 */
export function errorChainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  let current = error;
  while (current instanceof Error && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** The `code` of each error in the chain that has one (a SQLSTATE, or a socket error's name). */
export function errorCodesOf(error: unknown): string[] {
  return errorChainOf(error).flatMap((each) => {
    const code = (each as { code?: unknown }).code;
    return typeof code === 'string' ? [code] : [];
  });
}
