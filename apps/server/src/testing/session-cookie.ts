import type { LightMyRequestResponse } from 'fastify';

type InjectedCookie = LightMyRequestResponse['cookies'][number];

/** The care session cookie the response set, whichever of its two names is in use. */
export function sessionCookieOf(response: LightMyRequestResponse): InjectedCookie | undefined {
  return response.cookies.find((cookie) => cookie.name.endsWith('orbit_care_session'));
}

/** A `cookie` request header carrying the session cookie a response set. */
export function cookieHeaderFrom(response: LightMyRequestResponse): { cookie: string } {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('the response set no care session cookie');
  return { cookie: `${cookie.name}=${cookie.value}` };
}
