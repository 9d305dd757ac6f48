import { errorCodeForLog } from '@orbit/domain';
import { isCareApiError } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';

/**
 * A failed call whose outcome the flow shows itself (it asked to skip the global handler): still
 * tracked and logged like any other, and a session timeout still opens the timeout modal.
 */
export function reportHandledError(services: AppServices, error: unknown, name: string): void {
  if (!isCareApiError(error)) {
    services.errors.reportAppError(error);
    return;
  }
  if (error.isSessionTimedOut) {
    services.errors.handleCareError(error);
    return;
  }
  if (error.isAborted) return;
  const code = errorCodeForLog(error);
  if (error.status === 0 || error.status >= 500 || error.errorType === 'SYSTEM') {
    services.errors.reportSystemError({
      code,
      message: `${name}: HTTP ${error.status} ${error.method} ${error.path}`,
      details: { status: error.status, path: error.path },
    });
  } else {
    services.errors.reportBusinessError({
      name: error.errorPropKey ?? name,
      code,
      message: `${name}: HTTP ${error.status} ${error.method} ${error.path}: ${code}`,
    });
  }
}
