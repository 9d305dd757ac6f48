import type { ServiceCaller } from '../../http/service-caller.ts';
import type { SessionManager } from '../../session/session-manager.ts';

/** What the identity clients use of the SDK: its caller and its session. */
export interface IdentityClientDeps {
  caller: ServiceCaller;
  session: SessionManager;
}
