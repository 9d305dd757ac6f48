import { careErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radios, subscriberAccounts } from '../../db/schema/index.ts';
import { accountCaller, deviceIdOf, PAST_DUE_OWNER, signedInOwner } from './account.testing.ts';
import { ACCOUNT_BOLA_ENDPOINTS, bolaUrlOf } from './account-endpoints.bola.ts';

describe('account calls made with another customer’s ids', () => {
  it.each(ACCOUNT_BOLA_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: 404, nothing of the victim in the answer, nothing changed',
    async (_name, endpoint) => {
      const victimCaller = await signedInOwner();
      const victim = {
        accountNumber: '10000001',
        deviceId: await deviceIdOf(victimCaller, 'ORBT0004'),
        subscriptionId: 'sub_seed_trial_0004',
      };
      const before = await victimCaller.db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, victim.accountNumber));

      const attacker = await accountCaller();
      await attacker.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
      const url = bolaUrlOf(endpoint, victim);
      const response =
        endpoint.method === 'GET'
          ? await attacker.get(url)
          : await attacker.post(url, (endpoint.body?.(victim) ?? {}) as object);
      expect(response.statusCode, response.body).toBe(404);
      careErrorBodySchema.parse(response.json());
      for (const secret of ['Rivera', 'Jordan', 'Congress', '4242', 'ORBT0004', "Jordan's car"]) {
        expect(response.body).not.toContain(secret);
      }
      const after = await victimCaller.db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, victim.accountNumber));
      expect(after).toEqual(before);
      const [radio] = await victimCaller.db
        .select()
        .from(radios)
        .where(eq(radios.radioId, 'ORBT0004'));
      expect(radio).toMatchObject({ accountNumber: '10000001', nickname: "Jordan's car" });
    },
  );
});
