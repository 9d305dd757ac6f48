import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What the server says of each request. A served request logged at `info` twice (arriving, done)
 * cost about a quarter of the throughput, every line passing the card-number mask: so a request
 * that succeeds is logged at `debug` (`LOG_LEVEL=debug` shows it), while one answered 4xx or 5xx
 * keeps one `info` line naming what was asked and how it ended, and an error keeps its `error` line.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    const outcome = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode >= 400) reply.log.info(outcome, 'request completed');
    else reply.log.debug(outcome, 'request completed');
  }
}
