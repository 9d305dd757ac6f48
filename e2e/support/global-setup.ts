import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  prepareSeededDataDir,
  SEEDED_DATA_DIR_VARIABLE,
  startServerProcess,
} from '@orbit/server/server-process';
import type { TestProject } from 'vitest/node';
import { SUITE_ADDRESS_BUDGETS } from './suite-budgets.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the US site, e.g. http://localhost:41234 */
    usOrigin: string;
    /** Origin of the Canadian site on the same server, e.g. http://can.localhost:41234 */
    caOrigin: string;
  }
}

/**
 * Starts the real server (built web app, embedded database in a throwaway folder) once for the
 * whole browser suite, the way `npm start` does, and stops it afterwards. The database is migrated
 * and seeded once; that server and every one a spec file starts for itself (29 of them) open a copy
 * of it, so none pays for the migrations and the demo seed again.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser suite.');
  }
  const seeded = await prepareSeededDataDir();
  // The spec files' workers start after this and inherit the environment.
  process.env[SEEDED_DATA_DIR_VARIABLE] = seeded;
  const server = await startServerProcess({ ...SUITE_ADDRESS_BUDGETS });
  project.provide('usOrigin', server.origin);
  project.provide('caOrigin', `http://can.localhost:${server.port}`);
  return async () => {
    await server.stop();
    rmSync(seeded, { recursive: true, force: true });
  };
}
