import {
  type EnvInfo,
  LOG_MESSAGE_LIMITS,
  type LogMessageInput,
  type LogMessageReceipt,
  logMessageSchema,
  platformCareEndpoints,
  type recoveryCareEndpoints,
} from '@orbit/domain';
import { type CareCallAnswer, type CareCallInput, careCallsFrom } from './care-calls-from.ts';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import type { RecoveryCalls } from './recovery-calls.ts';

type Recovery = typeof recoveryCareEndpoints;

/** Session, logging and credential recovery: the calls every page may make. */
export interface PlatformCalls {
  /** `GET /utility/env-info`: opens or resumes the care session and says how long it lasts. */
  getEnvInfo(options?: RequestOptions): Promise<EnvInfo>;
  /**
   * `POST /utility/log-message`, with the skip-global-handler header. Never rejects: a log that
   * cannot be written resolves to `undefined`, so logging can never break the caller's error handling.
   */
  logMessage(input: LogMessageInput): Promise<LogMessageReceipt | undefined>;
  /**
   * `POST /account/credential-recovery/password/send-email`: always `{sent: true}` (no
   * enumeration). The recovery calls skip the global error handler: their pages show the failure.
   */
  sendPasswordResetEmail(
    input: CareCallInput<Recovery['sendPasswordResetEmail']>,
  ): Promise<CareCallAnswer<Recovery['sendPasswordResetEmail']>>;
  /**
   * `POST /account/credential-recovery/password/send-text`: a reset link by text to `phoneNo`
   * when it is the phone of the login `username` names. Always `{sent: true}`; INVALID_PHONE_NUMBER.
   */
  sendPasswordResetText(
    input: CareCallInput<Recovery['sendPasswordResetText']>,
  ): Promise<CareCallAnswer<Recovery['sendPasswordResetText']>>;
  /** `POST /account/credential-recovery/username/send-email`: always `{sent: true}`; EMAIL_INVALID. */
  sendUsernameReminder(
    input: CareCallInput<Recovery['sendUsernameReminder']>,
  ): Promise<CareCallAnswer<Recovery['sendUsernameReminder']>>;
  /** `POST /account/credential-recovery/validate-key`: INVALID_RESET_KEY, RESET_KEY_EXPIRED. */
  validateResetKey(resetKey: string): Promise<CareCallAnswer<Recovery['validateResetKey']>>;
  /** `POST /account/credential-recovery/update-password`: the key is used up; the password rules apply. */
  resetPassword(
    input: CareCallInput<Recovery['resetPassword']>,
  ): Promise<CareCallAnswer<Recovery['resetPassword']>>;
}

const platformCareCalls = careCallsFrom(platformCareEndpoints);

/** The recovery pages show their own failures. */
const OWN_FAILURE = { skipGlobalHandler: true };

/**
 * The platform calls on one requester. The recovery calls and their schemas load on the first
 * recovery call: only the recovery pages make them, and this group is made before the first page.
 */
export function platformCalls(request: CareRequester): PlatformCalls {
  const care = platformCareCalls(request);
  let recovery: Promise<RecoveryCalls> | undefined;
  const recoveryCalls = () => {
    recovery ??= import('./recovery-calls.ts').then((group) => group.recoveryCalls(request));
    return recovery;
  };
  return {
    getEnvInfo: (options) => care.envInfo({}, { signal: options?.signal }),
    async logMessage(input) {
      try {
        return await care.logMessage(logMessageSchema.parse(clampLogMessage(input)), OWN_FAILURE);
      } catch {
        return undefined;
      }
    },
    sendPasswordResetEmail: async (input) =>
      (await recoveryCalls()).sendPasswordResetEmail(input, OWN_FAILURE),
    sendPasswordResetText: async (input) =>
      (await recoveryCalls()).sendPasswordResetText(input, OWN_FAILURE),
    sendUsernameReminder: async (input) =>
      (await recoveryCalls()).sendUsernameReminder(input, OWN_FAILURE),
    validateResetKey: async (resetKey) =>
      (await recoveryCalls()).validateResetKey({ resetKey }, OWN_FAILURE),
    resetPassword: async (input) => (await recoveryCalls()).resetPassword(input, OWN_FAILURE),
  };
}

/** The server refuses over-long fields rather than cutting them; cut them here so the log still lands. */
function clampLogMessage(input: LogMessageInput): LogMessageInput {
  const clamp = (value: string | undefined, max: number) =>
    value === undefined || value.length <= max ? value : value.slice(0, max);
  return {
    ...input,
    url: clamp(input.url, LOG_MESSAGE_LIMITS.urlLength),
    message: clamp(input.message, LOG_MESSAGE_LIMITS.messageLength),
    stacktrace: clamp(input.stacktrace, LOG_MESSAGE_LIMITS.stacktraceLength),
    referrer: clamp(input.referrer, LOG_MESSAGE_LIMITS.referrerLength),
  };
}
