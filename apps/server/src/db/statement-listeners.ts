import type { Logger } from 'drizzle-orm/logger';

/** Told the text of each SQL statement the app sends, as it is sent. */
export type StatementListener = (statement: string) => void;

/**
 * The statements the app sends, for whoever listens: a test counting what a request costs, an
 * operator's metrics. Fed by Drizzle's logger, so it sees every query and transaction statement
 * Drizzle runs, on either driver; listening costs nothing when nobody listens.
 */
export function statementListeners(): {
  logger: Logger;
  onStatement(listener: StatementListener): () => void;
} {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(query) {
        for (const listener of listeners) listener(query);
      },
    },
    onStatement(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
