import {
  careRecoverySentSchema,
  careUpdatePasswordResultSchema,
  careValidateResetKeyResultSchema,
  type EnvInfo,
  envInfoSchema,
  LOG_MESSAGE_LIMITS,
  type LogMessageInput,
  type LogMessageReceipt,
  logMessageReceiptSchema,
  logMessageSchema,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';

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
  sendPasswordResetEmail(input: { username: string; langPref?: string }): Promise<{ sent: true }>;
  /**
   * `POST /account/credential-recovery/password/send-text`: a reset link by text to `phoneNo`
   * when it is the phone of the login `username` names. Always `{sent: true}`; INVALID_PHONE_NUMBER.
   */
  sendPasswordResetText(input: {
    phoneNo: string;
    username?: string;
    langPref?: string;
  }): Promise<{ sent: true }>;
  /** `POST /account/credential-recovery/username/send-email`: always `{sent: true}`; EMAIL_INVALID. */
  sendUsernameReminder(input: { email: string; langPref?: string }): Promise<{ sent: true }>;
  /** `POST /account/credential-recovery/validate-key`: INVALID_RESET_KEY, RESET_KEY_EXPIRED. */
  validateResetKey(resetKey: string): Promise<{ valid: true; maskedEmail: string | null }>;
  /** `POST /account/credential-recovery/update-password`: the key is used up; the password rules apply. */
  resetPassword(input: { resetKey: string; password: string }): Promise<{ passwordUpdated: true }>;
}

export function platformCalls(request: CareRequester): PlatformCalls {
  return {
    getEnvInfo: (requestOptions) =>
      request({
        method: 'GET',
        path: '/utility/env-info',
        payload: envInfoSchema,
        signal: requestOptions?.signal,
      }),

    async logMessage(input) {
      try {
        const body = logMessageSchema.parse(clampLogMessage(input));
        return await request({
          method: 'POST',
          path: '/utility/log-message',
          payload: logMessageReceiptSchema,
          body,
          skipGlobalHandler: true,
        });
      } catch {
        return undefined;
      }
    },

    sendPasswordResetEmail: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/password/send-email',
        payload: careRecoverySentSchema,
        body: input,
        skipGlobalHandler: true,
      }),

    sendPasswordResetText: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/password/send-text',
        payload: careRecoverySentSchema,
        body: input,
        skipGlobalHandler: true,
      }),

    sendUsernameReminder: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/username/send-email',
        payload: careRecoverySentSchema,
        body: input,
        skipGlobalHandler: true,
      }),

    validateResetKey: (resetKey) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/validate-key',
        payload: careValidateResetKeyResultSchema,
        body: { resetKey },
        skipGlobalHandler: true,
      }),

    resetPassword: (input) =>
      request({
        method: 'POST',
        path: '/account/credential-recovery/update-password',
        payload: careUpdatePasswordResultSchema,
        body: input,
        skipGlobalHandler: true,
      }),
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
