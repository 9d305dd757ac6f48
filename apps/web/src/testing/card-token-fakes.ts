import { type FakeServer, json } from './fake-server.ts';

/**
 * The sandbox gateway's tokenizer, as any feature's card tests need it: every card becomes a Visa
 * token `ctok_<last four>_<random>`, never the number.
 */
export function answerSandboxTokenizer(server: FakeServer): void {
  server.on('POST /payments/sandbox/v1/tokens', ({ body }) => {
    const card = body as { number: string; expMonth: number; expYear: number };
    return json(
      {
        token: `ctok_${card.number.slice(-4)}_${Math.random().toString(36).slice(2, 8)}`,
        brand: 'visa',
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        prepaid: false,
      },
      201,
    );
  });
}
