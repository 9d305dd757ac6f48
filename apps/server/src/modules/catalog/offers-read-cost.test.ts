import { describe, expect, it } from 'vitest';
import { careCaller } from '../../testing/care-caller.ts';
import { statementsOf } from '../../testing/statement-count.ts';

describe('the offers read', () => {
  it('costs at most 3 SQL statements, with or without a program code', async () => {
    const caller = await careCaller();
    const bodies = [
      { streaming: true },
      { streaming: false },
      { streaming: false, programCode: 'USSATAA6MO5' },
    ];
    for (const body of bodies) {
      const statements = await statementsOf(caller.database, async () => {
        const response = await caller.post('/services/offers', body);
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(statements.length, JSON.stringify(body)).toBeLessThanOrEqual(3);
    }
  });
});
