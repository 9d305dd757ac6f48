import { z } from 'zod';
import type { App } from '../../../platform/http/app-instance.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { sandboxUplinkOutcomeOf } from './sandbox-uplink.ts';
import { UPLINK_REFRESH_COMMANDS_PATH } from './satellite-uplink.ts';

/** The sandbox uplink's base address on this server: what `SATELLITE_UPLINK_URL` may name. */
export const SANDBOX_UPLINK_BASE_PATH = '/uplink/sandbox';

const commandSchema = z.object({
  commandId: z.string().min(1).max(64),
  radioId: z.string().min(1).max(64),
});
const answerSchema = z.object({ status: z.enum(['ACCEPTED', 'OUT_OF_COVERAGE']) });

/**
 * The sandbox uplink over HTTP, in the partner's contract: a server pointed at another one's
 * sandbox (`SATELLITE_UPLINK_URL=http://host:port/uplink/sandbox`) talks to it as to the real
 * partner. It keeps nothing: the refresh is recorded by the server that sends it.
 */
export function registerSandboxUplinkRoutes(app: App): void {
  app.post(
    `${SANDBOX_UPLINK_BASE_PATH}${UPLINK_REFRESH_COMMANDS_PATH}`,
    {
      bodyLimit: 1024,
      schema: {
        tags: ['satellite uplink sandbox'],
        summary: 'Carry a refresh command to a radio (sandbox uplink)',
        description:
          '202 ACCEPTED, or 422 OUT_OF_COVERAGE for the sandbox’s out-of-coverage radios ' +
          '(docs/demo-data.md).',
        body: commandSchema,
        response: { 202: answerSchema, 422: answerSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const outcome = sandboxUplinkOutcomeOf(request.body);
      return outcome.carried
        ? reply.code(202).send({ status: 'ACCEPTED' })
        : reply.code(422).send({ status: 'OUT_OF_COVERAGE' });
    },
  );
}
