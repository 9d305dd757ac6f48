import type { FastifyBaseLogger } from 'fastify';
import {
  type SatelliteUplink,
  UPLINK_REFRESH_COMMANDS_PATH,
  type UplinkOutcome,
} from './satellite-uplink.ts';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The uplink partner at `url`, over HTTP: `POST {url}/v1/refresh-commands { commandId, radioId }`;
 * a 2xx carries it, any other answer refuses it. A partner that does not answer within
 * `timeoutMs` is given up on, so a customer never waits on a satellite longer than that.
 */
export function createHttpUplink(options: {
  url: string;
  timeoutMs: number;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
  fetchThrough?: FetchLike;
}): SatelliteUplink {
  const send = options.fetchThrough ?? ((input, init) => fetch(input, init));
  return {
    name: options.url,
    async sendRefresh(command): Promise<UplinkOutcome> {
      try {
        const response = await send(`${options.url}${UPLINK_REFRESH_COMMANDS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(command),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // The body is not needed; reading it frees the connection.
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return { carried: true };
        options.logger?.warn({ status: response.status }, 'satellite uplink refused a command');
        return { carried: false, why: 'refused' };
      } catch (error) {
        options.logger?.warn(
          { errName: (error as Error)?.name },
          'satellite uplink did not answer a command',
        );
        return { carried: false, why: 'unreachable' };
      }
    },
  };
}
