import { money, SANDBOX_TEST_CARDS } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxGatewayCharges } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const gateway = createSandboxGateway({ db: testApp.db, clock: testApp.clock.now });
  const tokenOf = async (number: string, expYear = 2030) => {
    const outcome = await gateway.tokenize(
      { number, expMonth: 6, expYear, cvc: number.startsWith('3') ? '1234' : '123' },
      `10.0.0.${Math.floor(Math.random() * 250)}`,
    );
    if (!outcome.ok) throw new Error(`tokenize ${number}: ${outcome.error.error.code}`);
    return outcome.token.token;
  };
  return { ...testApp, gateway, tokenOf };
}

const TEN_DOLLARS = money(1000, 'USD');

describe('sandbox charges', () => {
  it.each(SANDBOX_TEST_CARDS)(
    'charge card $number as its test card says ($outcome)',
    async (test) => {
      const { gateway, tokenOf } = await setUp();
      const token = await tokenOf(test.number);
      const result = await gateway.charge({
        token,
        amount: TEN_DOLLARS,
        idempotencyKey: `key-${test.number}-${token}`,
        description: 'test',
      });
      if (test.outcome === 'succeeds') {
        expect(result).toEqual({
          status: 'succeeded',
          chargeId: expect.stringMatching(/^ch_/),
          refunded: false,
        });
      } else {
        expect(result).toEqual({
          status: 'failed',
          chargeId: expect.stringMatching(/^ch_/),
          outcome: test.outcome,
        });
      }
    },
  );

  it('answer a repeated idempotency key with the first charge, even when racing', async () => {
    const { gateway, tokenOf, db } = await setUp();
    const token = await tokenOf('4242424242424242');
    const request = { token, amount: TEN_DOLLARS, idempotencyKey: 'ord_same', description: 'x' };
    const results = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    const again = await gateway.charge(request);
    expect(new Set([...results, again].map((result) => result.chargeId)).size).toBe(1);
    const rows = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, 'ord_same'));
    expect(rows).toHaveLength(1);
    await expect(gateway.charge({ ...request, amount: money(999, 'USD') })).rejects.toThrow(
      'different charge',
    );
  });

  it('refund a charge once; a refunded key is not charged again and answers it given back', async () => {
    const { gateway, tokenOf, db } = await setUp();
    const token = await tokenOf('5555555555554444');
    const request = { token, amount: TEN_DOLLARS, idempotencyKey: 'ord_refund', description: 'x' };
    const charged = await gateway.charge(request);
    await gateway.refund(charged.chargeId);
    await gateway.refund(charged.chargeId);
    const [row] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.id, charged.chargeId));
    expect(row?.status).toBe('refunded');
    expect(await gateway.charge(request)).toEqual({
      status: 'succeeded',
      chargeId: charged.chargeId,
      refunded: true,
    });
  });

  it('decline a card whose expiry passed after it was tokenized', async () => {
    const { gateway, tokenOf, clock } = await setUp();
    const token = await tokenOf('4242424242424242', clock.now().getUTCFullYear());
    clock.advanceSeconds(400 * 86_400);
    const result = await gateway.charge({
      token,
      amount: TEN_DOLLARS,
      idempotencyKey: 'ord_expired',
      description: 'x',
    });
    expect(result).toMatchObject({ status: 'failed', outcome: 'declined' });
  });

  it('describe a token, and nothing for an unknown one', async () => {
    const { gateway, tokenOf } = await setUp();
    const token = await tokenOf('378282246310005');
    expect(await gateway.describeCard(token)).toMatchObject({
      brand: 'amex',
      last4: '0005',
      expMonth: 6,
      expYear: 2030,
      prepaid: false,
    });
    expect(await gateway.describeCard('ctok_nothing')).toBeUndefined();
  });
});

describe('sandbox partial refunds', () => {
  it('gives back part of a charge once per key, never more than is left', async () => {
    const { gateway, tokenOf } = await setUp();
    const token = await tokenOf('4242424242424242');
    const charged = await gateway.charge({
      token,
      amount: TEN_DOLLARS,
      idempotencyKey: `refund-parts-${token}`,
      description: 'test',
    });
    const part = { chargeId: charged.chargeId, amount: money(600, 'USD') };
    const first = await gateway.refundPart({ ...part, idempotencyKey: 'part-1' });
    expect(first.refundId).toMatch(/^re_/);
    expect(await gateway.refundPart({ ...part, idempotencyKey: 'part-1' })).toEqual(first);
    await expect(gateway.refundPart({ ...part, idempotencyKey: 'part-2' })).rejects.toThrow(
      'larger than what is left',
    );
    await expect(
      gateway.refundPart({ ...part, amount: money(500, 'USD'), idempotencyKey: 'part-1' }),
    ).rejects.toThrow('reused');
    const rest = await gateway.refundPart({
      ...part,
      amount: money(400, 'USD'),
      idempotencyKey: 'part-3',
    });
    expect(rest.refundId).not.toBe(first.refundId);
  });
});
