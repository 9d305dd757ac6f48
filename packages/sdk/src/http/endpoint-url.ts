import type { HeaderTemplateVariable } from '@orbit/domain';
import { genericError } from './sdk-errors.ts';

export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, string | number | boolean | undefined>;
export type HeaderTemplateValues = Partial<Record<HeaderTemplateVariable, string | undefined>>;

/** Fills `{name}` placeholders of an endpoint's href, each value URL-encoded. */
export function fillHref(href: string, params: PathParams = {}): string {
  return href.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw genericError(`missing path parameter ${name}`, 'INVALID_REQUEST');
    return encodeURIComponent(String(value));
  });
}

export function endpointUrl(
  baseUrl: string,
  href: string,
  params: PathParams | undefined,
  configQuery: Record<string, string>,
  query: QueryParams = {},
): string {
  const path = fillHref(href, params).replace(/^\/+/, '');
  const url = `${baseUrl.replace(/\/+$/, '')}/${path}`;
  const search = new URLSearchParams(configQuery);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}

/**
 * Header values from the endpoint config's templates (`Bearer {accessToken}`). A header whose
 * placeholder has no value is left out rather than sent half-filled.
 */
export function fillHeaderTemplates(
  templates: Record<string, string>,
  values: HeaderTemplateValues,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, template] of Object.entries(templates)) {
    let complete = true;
    const value = template.replace(/\{(\w+)\}/g, (_, variable: string) => {
      const filled = values[variable as HeaderTemplateVariable];
      if (!filled) complete = false;
      return filled ?? '';
    });
    if (complete) headers[name] = value;
  }
  return headers;
}
