import * as z from 'zod/mini';
import { requestIdSchema } from './request-id.ts';

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Bounds on what a browser may send to the log; longer fields are refused, not truncated. */
export const LOG_MESSAGE_LIMITS = {
  urlLength: 2048,
  referrerLength: 2048,
  messageLength: 4000,
  stacktraceLength: 16_000,
  /** Bytes of the whole JSON body. */
  bodyBytes: 32 * 1024,
} as const;

/** The message the web app logs each time the general error page is shown. */
export const ERROR_PAGE_VIEW_MESSAGE = 'ERROR_PAGE_VIEW';

/**
 * `POST /services/utility/log-message`: a client-side event worth keeping.
 * `url` defaults to `/` and `message` to the empty string, as the web app sends them.
 * `failedRequestId` is the server's id of the request the entry is about (a failed call, the
 * failure behind an error page), so the entry joins the server's own log of that request.
 */
export const logMessageSchema = z.strictObject({
  url: z._default(z.string().check(z.maxLength(LOG_MESSAGE_LIMITS.urlLength)), '/'),
  stacktrace: z.optional(z.string().check(z.maxLength(LOG_MESSAGE_LIMITS.stacktraceLength))),
  message: z._default(z.string().check(z.maxLength(LOG_MESSAGE_LIMITS.messageLength)), ''),
  logLevel: z.enum(LOG_LEVELS),
  referrer: z.optional(z.string().check(z.maxLength(LOG_MESSAGE_LIMITS.referrerLength))),
  failedRequestId: z.optional(requestIdSchema),
});
export type LogMessage = z.output<typeof logMessageSchema>;
export type LogMessageInput = z.input<typeof logMessageSchema>;

export const logMessageReceiptSchema = z.object({ id: z.string() });
export type LogMessageReceipt = z.infer<typeof logMessageReceiptSchema>;
