import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Seconds: from a 1 ms static answer to a 10 s stall. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched (a web page, an unknown path): never its raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Request rate and latency per route: one histogram whose count is the rate. The route label is
 * the pattern Fastify matched (`/billing/v1/invoices/:invoiceId`), never the URL a caller sent,
 * so no id, token or address reaches the labels.
 */
export function recordRequests(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Callback style, as the other hooks every request passes (ADR 092): an async hook costs a
  // promise per request for work that never waits.
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
