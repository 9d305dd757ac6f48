import { careSchedulerStatusSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../db/seed/billing-clock-accounts.ts';
import { careCaller, careData, careError, ORBIT_OWNER } from '../../testing/care-caller.ts';

const STATUS = '/services/scheduler/status';

describe('the scheduler status', () => {
  it('shows operators the jobs by name and status; customers get 403, visitors 401', async () => {
    const operator = await careCaller();
    await operator.app.scheduler.runDue(operator.clock.now());
    await operator.signIn(DEMO_OPERATOR.handle, DEMO_OPERATOR.password);
    const status = careData(await operator.get(STATUS), careSchedulerStatusSchema);
    expect(status.counts.map((row) => row.name)).toContain('subscription-clock.plan');
    expect(status.jobs.find((job) => job.name === 'subscription-clock.plan')).toMatchObject({
      status: 'queued',
      key: 'recurring',
    });
    // On PostgreSQL the runs are pg-boss's: the planner's first run is counted in its queue.
    if (operator.database.kind === 'postgres') {
      expect(status.engine).toBe('pg-boss');
      const planRuns = status.queues.filter((row) => row.name === 'subscription-clock.plan');
      expect(planRuns.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
    } else {
      expect(status).toMatchObject({ engine: 'in-process', queues: [] });
    }

    const customer = await careCaller();
    careError(await customer.get(STATUS), 401, 'UNAUTHENTICATED_CUSTOMER');
    await customer.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    careError(await customer.get(STATUS), 403, 'FORBIDDEN');
  });
});
