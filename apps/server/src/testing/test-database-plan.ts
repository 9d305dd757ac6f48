import type { PgliteThreadSetting } from '../config.ts';

/**
 * What the global setup hands to test files (through Vitest's provide/inject): where the
 * migrated and seeded template database is, for the database kind of this run.
 */
export type TestDatabasePlan =
  | {
      kind: 'pglite';
      templateTarball: string;
      /** Where each copy runs: PGLITE_THREAD of the run (the server's default unless set). */
      thread: PgliteThreadSetting;
    }
  | { kind: 'postgres'; adminUrl: string; templateDatabase: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabasePlan: TestDatabasePlan;
  }
}

/** The same URL with another database name (its path). */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
