import { type FieldErrorCode, PRODUCT_ERRORS, type ProductErrorCode } from '@orbit/domain';

export type FieldError = {
  errorCode: FieldErrorCode;
  /** Dotted path of the field in the request; absent when the whole payload is at fault. */
  fieldName?: string;
};

export type AppErrorOptions = {
  fieldErrors?: FieldError[];
  /** Replaces the generic description of the code in the service error shape; must be safe to show. */
  publicDescription?: string;
  notFoundResourceType?: string;
  /**
   * A code the spec fixes for one service (`tokenServicesTeam.sessionService.invalid-refresh-token`),
   * reported as `code` in the service error shape instead of the product code. The product code
   * still decides the HTTP status and what the care API would say.
   */
  serviceCode?: string;
  /**
   * Code-specific details a caller acts on (the masked email of WAITING_ON_ONE_TIME_PASSWORD_ERROR,
   * the word of PASSWORD_DISALLOWED_WORDS), sent as the service error's `extras`. Never logged.
   */
  extras?: Record<string, unknown>;
  /** Sent as `Retry-After` (seconds): when a rate limit or a lock lifts. */
  retryAfterSeconds?: number;
  cause?: unknown;
};

/**
 * The one error type the server throws on purpose. `code` is a stable product code (its HTTP
 * status and message key come from PRODUCT_ERRORS); `message` is for the log only and never
 * reaches the caller.
 */
export class AppError extends Error {
  readonly code: ProductErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: FieldError[];
  readonly publicDescription: string | undefined;
  readonly notFoundResourceType: string | undefined;
  readonly serviceCode: string | undefined;
  readonly extras: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ProductErrorCode, message: string = code, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = PRODUCT_ERRORS[code].status;
    this.fieldErrors = options.fieldErrors ?? [];
    this.publicDescription = options.publicDescription;
    this.notFoundResourceType = options.notFoundResourceType;
    this.serviceCode = options.serviceCode;
    this.extras = options.extras ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
