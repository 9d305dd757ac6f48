import { redirect } from 'react-router';
import type { SessionBootstrap } from '../../features/session/session-bootstrap.ts';
import { failureOf } from '../../shared/errors/index.ts';
import { ERROR_PATH } from '../route-table.ts';

/**
 * The guard on the root route (flows §0): env-info is called before any page under the root
 * renders. If the session has timed out, the page renders under the timeout modal (whose "Start
 * over" reloads it); any other failure is unrecoverable and goes to /error.
 */
export function createRootGuard(session: Pick<SessionBootstrap, 'ensure'>) {
  return async () => {
    try {
      await session.ensure();
    } catch (error) {
      if (failureOf(error).kind === 'sessionTimedOut') return null;
      throw redirect(ERROR_PATH);
    }
    return null;
  };
}
