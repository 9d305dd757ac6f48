import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A customer's browser as the bench plays it against a running server: one care session (its
 * cookie), calls from one client address (sent as X-Forwarded-For; the bench's server trusts its
 * proxy), JSON in and out. The per-address limits and human checks then see many customers, as
 * production does, instead of one address sending everything.
 */
export type CareAnswer = {
  status: number;
  /** The answer's JSON (its text when not JSON), decoded when first read. */
  readonly body: unknown;
  /** From sending the request to the answer's last byte. */
  ms: number;
};

export type CareCaller = {
  readonly address: string;
  cookieHeader(): string;
  get(path: string): Promise<CareAnswer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<CareAnswer>;
};

/**
 * One kept-alive connection pool for every caller, as a browser's (unbounded, like fetch's). The
 * bench shares the machine's cores with the server and PostgreSQL, so its client must cost little:
 * node:http costs a fraction of fetch's CPU per call (ADR 125), and an answer is inflated and
 * parsed only when the bench reads it, as a load generator reads status codes.
 */
const keptAlive = new Agent({ keepAlive: true });

function decodedBody(encoding: string | undefined, raw: Buffer): unknown {
  const bytes =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON: kept as text for the error message
  }
}

function answerOf(response: IncomingMessage, raw: Buffer, ms: number): CareAnswer {
  let body: { value: unknown } | undefined;
  return {
    status: response.statusCode ?? 0,
    ms,
    get body() {
      body ??= { value: decodedBody(response.headers['content-encoding'], raw) };
      return body.value;
    },
  };
}

export function careCaller(origin: string, address: string): CareCaller {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar.values()].join('; ');
  const send = (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<CareAnswer> =>
    new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const request = httpRequest(
        `${origin}${path}`,
        {
          method,
          agent: keptAlive,
          headers: {
            // What a browser sends: the server compresses larger answers for it.
            'accept-encoding': 'br, gzip',
            'x-forwarded-for': address,
            ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const pair = line.split(';')[0] ?? '';
            jar.set(pair.slice(0, pair.indexOf('=')), pair);
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve(answerOf(response, Buffer.concat(chunks), performance.now() - startedAt)),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    address,
    cookieHeader,
    get: (path) => send('GET', path, {}),
    post: (path, body, headers = {}) => {
      const payload = JSON.stringify(body);
      return send(
        'POST',
        path,
        {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
        payload,
      );
    },
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
