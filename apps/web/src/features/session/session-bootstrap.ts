import type { EnvInfo } from '@orbit/domain';
import type { PlatformCalls } from '@orbit/sdk';
import type { SessionTimeout } from './session-timeout.ts';

export interface SessionBootstrap {
  /** Calls env-info once (again only after a failure) and applies its session settings. */
  ensure(): Promise<EnvInfo>;
  current(): EnvInfo | undefined;
}

/**
 * The session bootstrap behind the root guard (flows §0): `GET /utility/env-info` opens or resumes the
 * care session (the server sets its HttpOnly cookie) and says how long it may idle.
 */
export function createSessionBootstrap(options: {
  care: Pick<PlatformCalls, 'getEnvInfo'>;
  sessionTimeout: Pick<SessionTimeout, 'setIdleTimeout'>;
  onEnvInfo?: (info: EnvInfo) => void;
  /** env-info's answer the server inlined in index.html (ADR 083): taken instead of calling it. */
  inlined?: EnvInfo | undefined;
}): SessionBootstrap {
  let pending: Promise<EnvInfo> | undefined;
  let info: EnvInfo | undefined;
  const { inlined } = options;
  return {
    ensure() {
      pending ??= (inlined ? Promise.resolve(inlined) : options.care.getEnvInfo()).then(
        (result) => {
          info = result;
          options.sessionTimeout.setIdleTimeout(result.sessionInfo.idleTimeout * 1000);
          options.onEnvInfo?.(result);
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => info,
  };
}
