import { afterAll, afterEach } from 'vitest';
import { restartFileCounters } from './file-counter.ts';
import { closeFileDatabase, closeTestApps } from './test-app.ts';

/**
 * Runs before every server test file (Vitest re-runs setup files per file, also with
 * `isolate: false`, where the modules below are evaluated once per worker, ADR 016). Hooks
 * registered by a shared module's top level would belong to the first file only, so the per-file
 * clean-up is registered here: the apps a test built close after it, the file's database after
 * the file, and counters start again so a file does not depend on which files ran before it.
 */
restartFileCounters();
afterEach(closeTestApps);
afterAll(closeFileDatabase);
