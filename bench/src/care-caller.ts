/**
 * A customer's browser as the bench plays it against a running server: one care session (its
 * cookie), calls from one client address (sent as X-Forwarded-For; the bench's server trusts its
 * proxy), JSON in and out. The per-address limits and human checks then see many customers, as
 * production does, instead of one address sending everything.
 */
export type CareAnswer = { status: number; body: unknown; ms: number };

export type CareCaller = {
  readonly address: string;
  cookieHeader(): string;
  get(path: string): Promise<CareAnswer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<CareAnswer>;
};

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
}

export function careCaller(origin: string, address: string): CareCaller {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit): Promise<CareAnswer> => {
    const startedAt = performance.now();
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': address,
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
    for (const pair of cookiesOf(response)) {
      const name = pair.slice(0, pair.indexOf('='));
      jar.set(name, pair);
    }
    const text = await response.text();
    const ms = performance.now() - startedAt;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the error message
    }
    return { status: response.status, body, ms };
  };
  const cookieHeader = () => [...jar.values()].join('; ');
  return {
    address,
    cookieHeader,
    get: (path) => send(path, { method: 'GET' }),
    post: (path, body, headers = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

/** Throws with what the server said unless the answer is a 200. */
export function expectOk(answer: CareAnswer, what: string): unknown {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A care session begun (env-info) and signed in, as the account pages have it. */
export async function signedInCaller(
  origin: string,
  address: string,
  login: { username: string; password: string },
): Promise<CareCaller> {
  const caller = careCaller(origin, address);
  expectOk(await caller.get('/services/utility/env-info'), 'env-info');
  expectOk(
    await caller.post('/services/authenticate/login', { token: login, keepMeSignedIn: false }),
    'login',
  );
  return caller;
}

/** Client addresses 10.a.b.c, one per customer, never repeated within a run. */
export function addressBook(prefix: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `10.${prefix}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
  };
}
