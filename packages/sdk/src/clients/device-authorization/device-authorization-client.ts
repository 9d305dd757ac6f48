import {
  DEVICE_AUTHORIZATION_CODES,
  DEVICE_AUTHORIZATION_LIMITS,
  type DeviceAuthorizationDecision,
  type DeviceAuthorizationFlow,
  type DeviceAuthorizationResponse,
  deviceAuthorizationDecisionSchema,
  deviceAuthorizationGrantSchema,
  deviceAuthorizationResponseSchema,
  formatUserCode,
  type Session,
} from '@orbit/domain';
import { isServiceError } from '../../http/sdk-errors.ts';
import type { ServiceCaller } from '../../http/service-caller.ts';
import { type SdkRuntime, wait } from '../../runtime/runtime.ts';
import type { SessionManager } from '../../session/session-manager.ts';

export interface DeviceAuthorizationClientDeps {
  caller: ServiceCaller;
  session: SessionManager;
  runtime: SdkRuntime;
}

export interface PollOptions {
  signal?: AbortSignal;
  /** Called after each answer that says to keep waiting, with the interval now in force. */
  onPending?: (state: { intervalSeconds: number; slowDown: boolean }) => void;
}

export interface DeviceAuthorizationClient {
  /** Device side: a device code and the user code to show (`flow` tv, car or speaker). */
  requestCode(flow?: DeviceAuthorizationFlow): Promise<DeviceAuthorizationResponse>;
  /**
   * Device side: polls until the customer decides, honouring the interval (and each slow_down's
   * 5 more seconds); approved → the device-authorization grant traded at sessions/device.
   * Rejects with the service error `expired_token`, `access_denied` or `invalid_grant`.
   */
  pollForSession(code: DeviceAuthorizationResponse, options?: PollOptions): Promise<Session>;
  /** Browser side (signed in): approve — or `deny` — the TV or car code the person typed. */
  authorizeUserCode(
    userCode: string,
    options?: { deny?: boolean },
  ): Promise<DeviceAuthorizationDecision>;
  /** Browser side (signed in): a speaker's link code; the speaker becomes a device of the identity. */
  authorizeLinkCode(
    linkCode: string,
    options?: { deny?: boolean },
  ): Promise<DeviceAuthorizationDecision>;
}

const { authorizationPending, slowDown } = DEVICE_AUTHORIZATION_CODES;

/** Device authorization (RFC 8628) for TVs, car-like devices and speakers (ADR 008). */
export function createDeviceAuthorizationClient(
  deps: DeviceAuthorizationClientDeps,
): DeviceAuthorizationClient {
  return {
    requestCode: (flow = 'tv') =>
      deps.caller.call(
        'deviceAuthorization',
        'generate',
        { query: { flow } },
        deviceAuthorizationResponseSchema,
      ),

    async pollForSession(code, options = {}) {
      let intervalSeconds = code.interval || DEVICE_AUTHORIZATION_LIMITS.pollIntervalSeconds;
      for (;;) {
        await wait(deps.runtime.timers, intervalSeconds * 1000, options.signal);
        try {
          const granted = await deps.caller.call(
            'deviceAuthorization',
            'authenticate',
            {
              body: { deviceCode: code.device_code },
              ...(options.signal ? { signal: options.signal } : {}),
            },
            deviceAuthorizationGrantSchema,
          );
          return await deps.session.signIn(granted.grant, { via: 'device' });
        } catch (error) {
          if (!isServiceError(error)) throw error;
          if (error.code !== authorizationPending && error.code !== slowDown) throw error;
          const told = error.extras.interval;
          const slowed = error.code === slowDown;
          intervalSeconds =
            typeof told === 'number' && told > 0
              ? told
              : intervalSeconds + (slowed ? DEVICE_AUTHORIZATION_LIMITS.slowDownStepSeconds : 0);
          options.onPending?.({ intervalSeconds, slowDown: slowed });
        }
      }
    },

    authorizeUserCode: (userCode, options = {}) =>
      deps.caller.call(
        'deviceAuthorization',
        'authorize',
        { body: { userCode: formatUserCode(userCode), ...(options.deny ? { deny: true } : {}) } },
        deviceAuthorizationDecisionSchema,
      ),

    authorizeLinkCode: (linkCode, options = {}) =>
      deps.caller.call(
        'deviceAuthorization',
        'authorizeLinkCode',
        { body: { linkCode: formatUserCode(linkCode), ...(options.deny ? { deny: true } : {}) } },
        deviceAuthorizationDecisionSchema,
      ),
  };
}
