import { HTTP_LIMITS } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The catalogue's time budget (spec 001 §9: catalogue requests are abandoned after 15 s). The
 * server keeps to the same budget: a catalogue answer that is not ready in time is answered
 * 503 SERVICE_UNAVAILABLE (SYSTEM) rather than left hanging past the point the client gave up.
 * The work itself is not cancelled (a query in flight finishes on its own).
 */
export async function withCatalogueTimeout<T>(
  work: Promise<T>,
  timeoutMs: number = HTTP_LIMITS.catalogueTimeoutMs,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(new AppError('SERVICE_UNAVAILABLE', `catalogue answer took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
