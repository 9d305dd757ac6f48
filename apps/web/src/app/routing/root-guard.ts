import { redirect } from 'react-router';
import type { SessionBootstrap } from '../../features/session/session-bootstrap.ts';
import type { SessionTimeout } from '../../features/session/session-timeout.ts';
import { ERROR_PATH } from '../route-table.ts';

/**
 * The guard on the root route (flows §0): env-info is called before any page under the root
 * renders. If the session has timed out, the page renders under the timeout modal (whose "Start
 * over" reloads it); any other failure is unrecoverable and goes to /error. The guard reads no
 * error itself: the app's handler has already opened the modal for a timed-out session.
 */
export function createRootGuard(
  session: Pick<SessionBootstrap, 'ensure'>,
  sessionTimeout: Pick<SessionTimeout, 'timedOut'>,
) {
  return async () => {
    try {
      await session.ensure();
    } catch {
      if (sessionTimeout.timedOut.get()) return null;
      throw redirect(ERROR_PATH);
    }
    return null;
  };
}
