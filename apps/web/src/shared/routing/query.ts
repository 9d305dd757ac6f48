/**
 * Query keys are case-insensitive in this product (`programCode`, `programcode` and `PROGRAMCODE`
 * are the same parameter, flows §0). These helpers read a parameter whatever its case.
 */
export function getQueryParam(search: string | URLSearchParams, name: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}

/** Whether the parameter is present with the given value, both compared case-insensitively. */
export function hasQueryValue(
  search: string | URLSearchParams,
  name: string,
  value: string,
): boolean {
  return getQueryParam(search, name)?.trim().toLowerCase() === value.toLowerCase();
}
