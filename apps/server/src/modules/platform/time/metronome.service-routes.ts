import { metronomeResponseSchema } from '@orbit/domain';
import type { AppConfig } from '../../../config.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { quieterLevel } from '../../../platform/logger.ts';

/** `time/v1/metronome`: the server's clock, which the SDK's clock synchronises with. */
export function registerTimeRoutes(
  app: App,
  deps: { clock: Clock; config: Pick<AppConfig, 'logLevel'> },
): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('time', 'metronome'),
      // Polled by every client: logged at warn only, like the health probes.
      logLevel: quieterLevel(deps.config.logLevel, 'warn'),
      config: { access: 'open' },
      schema: {
        tags: ['time'],
        summary: 'The server time in epoch milliseconds',
        description: 'No credentials needed; never cached.',
        response: { 200: metronomeResponseSchema },
      },
      handler: async () => ({ data: { time: deps.clock().getTime() } }),
    });
  });
}
