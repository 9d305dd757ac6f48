import type { LogLevel, LogMessageInput } from '@orbit/domain';

/** What an entry may carry besides its message. */
export interface LogDetails {
  stacktrace?: string | undefined;
  /** The server's id of the failed request the entry is about, to join the server's log. */
  failedRequestId?: string | undefined;
}

export interface RemoteLogger {
  log(level: LogLevel, message: string, details?: LogDetails): void;
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

export interface RemoteLoggerOptions {
  /** The SDK's `logMessage`, which never rejects. */
  send(input: LogMessageInput): Promise<unknown>;
  /** The app URL being shown (path and query). */
  currentUrl(): string;
  referrer(): string;
  /** At most this many messages per page load, so an error loop cannot flood the server. */
  maxMessages?: number;
}

/** Query parameters that carry credentials; their values never leave the browser in a log. */
const SECRET_PARAMS = new Set(['tkn', 'token', 'dtok', 'atok', 'cnatkn', 'code', 'access_token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const params = new URLSearchParams(query);
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, 'REDACTED');
      changed = true;
    }
  }
  if (!changed) return url.slice(0, hashStart < 0 ? undefined : hashStart);
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Sends client-side events to `POST /utility/log-message` (spec 000 §7). Fire and forget. */
export function createRemoteLogger(options: RemoteLoggerOptions): RemoteLogger {
  const max = options.maxMessages ?? 100;
  let sent = 0;
  const log = (logLevel: LogLevel, message: string, details: LogDetails = {}) => {
    if (sent >= max) return;
    sent += 1;
    const referrer = options.referrer();
    const { stacktrace, failedRequestId } = details;
    void options.send({
      url: redactUrl(options.currentUrl()) || '/',
      message,
      logLevel,
      ...(stacktrace ? { stacktrace } : {}),
      ...(referrer ? { referrer: redactUrl(referrer) } : {}),
      ...(failedRequestId ? { failedRequestId } : {}),
    });
  };
  return {
    log,
    info: (message, details) => log('INFO', message, details),
    warn: (message, details) => log('WARN', message, details),
    error: (message, details) => log('ERROR', message, details),
  };
}
