import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { App } from '../http/app-instance.ts';
import { noStore } from '../http/no-store.ts';
import type { Scheduler } from '../scheduler/index.ts';
import { type DemoClock, moveOf } from './demo-clock.ts';
import { renderDemoClockPage } from './demo-clock-page.ts';

const DAY_MS = 86_400_000;

export const DEMO_CLOCK_PATH = '/dev/clock';

const moveBody = z.object({ advance: z.string().max(10) });
const moveAnswer = z.object({ now: z.string(), offsetMs: z.number(), ran: z.number() });

/** Moves the demo clock and runs every job that fell due by the new time. */
export async function moveDemoClock(
  deps: { demoClock: DemoClock; scheduler: Scheduler },
  ms: number,
) {
  const offsetMs = await deps.demoClock.advance(ms);
  const now = deps.demoClock.clock();
  const report = await deps.scheduler.runDue(now);
  return { now: now.toISOString(), offsetMs, ran: report.ran.length };
}

/**
 * `/dev/clock` (ADR 074), registered only when the server runs with the demo clock (development):
 * a page that shows the demo's time and moves it forward, and `POST /dev/clock.json` for the
 * `npm run clock` command. Each move runs what fell due at once.
 */
export function registerDemoClockRoutes(
  app: App,
  deps: { demoClock: DemoClock; scheduler: Scheduler },
): void {
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The page's forms post as browsers do, without a script.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const page = (ran: number | null, refused: string | null) =>
      renderDemoClockPage({
        now: deps.demoClock.clock().toISOString(),
        offsetDays: Math.round((deps.demoClock.offsetMs() / DAY_MS) * 10) / 10,
        ran,
        refused,
      });
    scope.get(
      DEMO_CLOCK_PATH,
      {
        schema: {
          tags: ['dev'],
          summary: 'The demo clock: its time, and forms that move it (development only)',
          querystring: z.object({ ran: z.coerce.number().int().min(0).optional() }),
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return reply.type('text/html; charset=utf-8').send(page(request.query.ran ?? null, null));
      },
    );
    scope.post(
      DEMO_CLOCK_PATH,
      {
        schema: {
          tags: ['dev'],
          summary: 'Moves the demo clock forward from the page (development only)',
          body: moveBody,
          response: { 303: z.null(), 400: z.string() },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const ms = moveOf(request.body.advance);
        if (ms === undefined) {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(page(null, `Not a move forward: “${request.body.advance}” (try 31d).`));
        }
        const moved = await moveDemoClock(deps, ms);
        return reply.redirect(`${DEMO_CLOCK_PATH}?ran=${moved.ran}`, 303);
      },
    );
    scope.post(
      `${DEMO_CLOCK_PATH}.json`,
      {
        schema: {
          tags: ['dev'],
          summary: 'Moves the demo clock forward (`npm run clock`; development only)',
          body: moveBody,
          response: { 200: moveAnswer },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const ms = moveOf(request.body.advance);
        if (ms === undefined) {
          throw new AppError('INVALID_PAYLOAD', 'not a move forward', {
            fieldErrors: [{ errorCode: 'INVALID', fieldName: 'advance' }],
          });
        }
        return moveDemoClock(deps, ms);
      },
    );
  });
}
