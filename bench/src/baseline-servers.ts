import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * The baselines the API reads are measured beside, as their own process (started by the bench
 * next to the server, so both sit in one process tree and share the machine alike):
 * - `static`: bare node:http answering the exact bytes and content type of a static config JSON;
 * - `select`: bare node:http answering one indexed SELECT on the server's PostgreSQL (a pool of
 *   the size the server uses), as JSON.
 * Reads STATIC_BODY_BASE64, STATIC_CONTENT_TYPE and DATABASE_URL; prints `{"static":port,
 * "select":port}` once listening.
 */
const body = Buffer.from(process.env.STATIC_BODY_BASE64 ?? '', 'base64');
const contentType = process.env.STATIC_CONTENT_TYPE ?? 'application/json';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const staticServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});

const selectServer = createServer((_request, response) => {
  pool
    .query(
      'select account_number, country, language from subscriber_accounts where account_number = $1',
      ['10000001'],
    )
    .then(
      (result) => {
        const answer = JSON.stringify(result.rows[0] ?? null);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(answer);
      },
      (error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
});

const listen = (server: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const ports = { static: await listen(staticServer), select: await listen(selectServer) };
console.info(JSON.stringify(ports));
process.on('SIGTERM', () => {
  staticServer.close();
  selectServer.close();
  void pool.end().then(() => process.exit(0));
});
