import { createServer, type IncomingMessage, type Server } from 'node:http';

export type Fault =
  | 'unauthorized'
  | 'rate-limited'
  | 'server-error'
  | 'unavailable'
  | 'gateway-timeout'
  | 'dropped';

export interface ProxiedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The fault the proxy answered with, or the server's status when it passed the request on. */
  outcome: Fault | number;
  /** The server's answer body, for requests passed on. */
  upstreamBody?: string;
}

export interface FaultProxy {
  origin: string;
  log: ProxiedRequest[];
  /** Whether to inject faults at all (turned off to let a client settle). */
  faultsOn: boolean;
  close(): Promise<void>;
}

const FAULT_ANSWERS: Record<Exclude<Fault, 'dropped' | 'gateway-timeout'>, number> = {
  unauthorized: 401,
  'rate-limited': 429,
  'server-error': 500,
  unavailable: 503,
};

/** A small seeded generator, so a failing run can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A loopback HTTP proxy in front of the server that, at random, answers in the server's place
 * with 401, 429, 500, 503, a gateway timeout (504 after a short wait) or a dropped connection.
 * A faulted request never reaches the server, so anything the server sees twice was sent twice.
 */
export async function startFaultProxy(options: {
  upstream: string;
  faultRate: number;
  random: () => number;
  gatewayTimeoutMs: number;
}): Promise<FaultProxy> {
  const faults: Fault[] = [
    'unauthorized',
    'rate-limited',
    'server-error',
    'unavailable',
    'gateway-timeout',
    'dropped',
  ];
  const state = { faultsOn: true };
  const log: ProxiedRequest[] = [];

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const entry: Omit<ProxiedRequest, 'outcome'> = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0] ?? '/',
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    if (state.faultsOn && options.random() < options.faultRate) {
      const fault = faults[Math.floor(options.random() * faults.length)] ?? 'server-error';
      log.push({ ...entry, outcome: fault });
      if (fault === 'dropped') {
        request.socket.destroy();
        return;
      }
      if (fault === 'gateway-timeout') {
        await new Promise((wake) => setTimeout(wake, options.gatewayTimeoutMs));
        response.writeHead(504, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(FAULT_ANSWERS[fault], { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection')
        headers[name] = value;
    }
    // The server builds the endpoint addresses it hands out from the host the client asked for.
    headers['x-forwarded-host'] = request.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    const text = await upstream.text();
    log.push({ ...entry, outcome: upstream.status, upstreamBody: text });
    const answerHeaders: Record<string, string> = {};
    // fetch has already inflated a compressed answer: the text is passed on plain.
    const hopHeaders = ['content-length', 'content-encoding', 'transfer-encoding', 'connection'];
    upstream.headers.forEach((value, name) => {
      if (!hopHeaders.includes(name)) {
        answerHeaders[name] = value;
      }
    });
    response.writeHead(upstream.status, answerHeaders).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    log,
    get faultsOn() {
      return state.faultsOn;
    },
    set faultsOn(on: boolean) {
      state.faultsOn = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
