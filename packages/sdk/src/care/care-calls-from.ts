import {
  bodyFieldAt,
  CARE_IDEMPOTENCY_KEY_HEADER,
  type CareEndpoint,
  type CareEndpointTable,
} from '@orbit/domain';
import type * as z from 'zod/mini';
import type { CareRequester, RequestOptions } from './care-transport.ts';

type Schema = z.core.$ZodType;
type InputOf<E, K extends string> = E extends { [key in K]?: infer S }
  ? S extends Schema
    ? z.input<S>
    : unknown
  : unknown;

/**
 * What a call takes: its path parameters with its query (a GET) or its body (a POST), as the
 * server's schemas accept them. A call that takes nothing takes an empty object.
 */
export type CareCallInput<E extends CareEndpoint> = Flat<
  InputOf<E, 'params'> &
    InputOf<E, E extends { method: 'GET' } ? 'query' : 'body'> &
    (E extends { multipart: object } ? UploadInput : unknown)
>;

/** What an upload row (`multipart`) takes besides its fields: the file, and the name to send. */
export type UploadInput = { file: Blob; fileName?: string };
/** One object type instead of an intersection (read better on hover); nothing as an empty object. */
type Flat<T> = unknown extends T ? Record<string, never> : { [K in keyof T]: T[K] };

/** What a call answers: the envelope's `data`, as the row's response schema reads it. */
export type CareCallAnswer<E extends CareEndpoint> = z.output<E['response']>;

/** One call made from its row; its input may be left out when every field of it is optional. */
export type CareCall<E extends CareEndpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is the empty input being tested for.
  {} extends CareCallInput<E>
    ? (input?: CareCallInput<E>, options?: RequestOptions) => Promise<CareCallAnswer<E>>
    : (input: CareCallInput<E>, options?: RequestOptions) => Promise<CareCallAnswer<E>>;

/** A table's calls, one method per row, named as the rows are. */
export type CareCalls<T extends CareEndpointTable> = { [K in keyof T]: CareCall<T[K]> };

/**
 * The call group of a table of care endpoints (`careCallsFrom(accountCareEndpoints)`): each row
 * becomes one method that sends its method and path (path parameters filled in and encoded), its
 * input as the query of a GET or the JSON body of a POST (as given: the server validates it), the
 * `Idempotency-Key` header from the body field the row names, and the caller's options; the
 * answer is checked against the row's response schema. Bind it to a requester, once per page.
 */
export function careCallsFrom<const T extends CareEndpointTable>(
  table: T,
): (request: CareRequester) => CareCalls<T> {
  return (request) =>
    Object.fromEntries(
      Object.entries(table).map(([name, endpoint]) => [name, careCallOf(request, endpoint)]),
    ) as CareCalls<T>;
}

function careCallOf(request: CareRequester, endpoint: CareEndpoint) {
  return async (input: object | undefined, options: RequestOptions | undefined) => {
    const { path, rest } = withPathParams(endpoint.path, input ?? {});
    if (endpoint.method === 'GET') {
      return request({
        method: 'GET',
        path: `${path}${queryString(rest)}`,
        payload: endpoint.response,
        ...withOptions(options),
      });
    }
    if (endpoint.multipart) {
      return request({
        method: 'POST',
        path,
        payload: endpoint.response,
        body: formOf(rest as Record<string, unknown>, endpoint.multipart.fileField),
        ...withOptions(options),
      });
    }
    const key = endpoint.idempotencyKey && bodyFieldAt(rest, endpoint.idempotencyKey);
    return request({
      method: 'POST',
      path,
      payload: endpoint.response,
      body: rest,
      ...(typeof key === 'string' ? { headers: { [CARE_IDEMPOTENCY_KEY_HEADER]: key } } : {}),
      ...withOptions(options),
    });
  };
}

/**
 * An upload's form: its text fields first, then the file last (the server reads the fields that
 * came before the file part), under the row's file field name.
 */
function formOf(input: Record<string, unknown>, fileField: string): FormData {
  const { file, fileName, ...fields } = input;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  if (!(file instanceof Blob)) throw new TypeError(`${fileField}: an upload needs its file`);
  form.append(fileField, file, typeof fileName === 'string' ? fileName : 'upload');
  return form;
}

/** The request fields a call's options carry through. */
function withOptions(options: RequestOptions | undefined) {
  return { signal: options?.signal, skipGlobalHandler: options?.skipGlobalHandler };
}

/** The path with its `:name` segments taken from the input (encoded), and the input left over. */
function withPathParams(template: string, input: object): { path: string; rest: object } {
  if (!template.includes(':')) return { path: template, rest: input };
  const rest: Record<string, unknown> = { ...input };
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`${template}: the path parameter ${name} is missing`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

/** `?name=value&…` of the fields given (undefined ones left out), or nothing. */
function queryString(fields: object): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
