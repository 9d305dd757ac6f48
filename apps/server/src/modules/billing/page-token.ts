import { FIELD_ERROR_CODES } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PageCursor } from './billing-ledger.ts';

/** The page size of a history or invoice list when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * A list's `nextToken`: opaque to callers, it is the base64url of the last item's sort key (its
 * instant and id), so the next page starts right after it whatever was added since.
 */
export function pageTokenOf(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.at.toISOString(), i: cursor.id })).toString(
    'base64url',
  );
}

/** The cursor a `nextToken` carries; anything we did not make: 400 INVALID on nextToken. */
export function cursorOfToken(token: string | undefined): PageCursor | undefined {
  if (token === undefined) return undefined;
  const refused = () =>
    new AppError('INVALID_PAYLOAD', 'nextToken not one of ours', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'nextToken' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  const { t, i } = (parsed ?? {}) as { t?: unknown; i?: unknown };
  if (typeof t !== 'string' || typeof i !== 'string' || i.length > 64) throw refused();
  const at = new Date(t);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== t) throw refused();
  return { at, id: i };
}

/** One page of rows read with one extra: the page, and the token of the next one if any. */
export function pageOf<T>(
  rows: T[],
  pageSize: number,
  keyOf: (row: T) => PageCursor,
): { page: T[]; nextToken: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    page,
    nextToken: rows.length > pageSize && last ? pageTokenOf(keyOf(last)) : null,
  };
}
