import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, in the outage suites) that can be cut and
 * restored on the same port: cut, open connections drop and new ones are refused, as when the
 * database stops; restored, connections go through again.
 */
export interface TcpCutProxy {
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openTcpCutProxy(target: {
  host: string;
  port: number;
}): Promise<TcpCutProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function listen(): Promise<void> {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    next.listen(port, '127.0.0.1');
    await once(next, 'listening');
    const address = next.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    port = address.port;
    server = next;
  }

  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await listen();
  return {
    urlThrough(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
