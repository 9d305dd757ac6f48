import { cardTokenSchema, passesLuhn } from '@orbit/domain';
import type { App } from '../../app.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { SANDBOX_TOKENS_PATH } from './sandbox-tokenizer.platform-routes.ts';

const clientAddresses = fileCounter();

/**
 * Test helper: a card token from the sandbox tokenizer, as the browser gets one. Each call comes
 * from its own client address, so tests that tokenize many cards stay under the per-address limit.
 */
export async function tokenizeCard(
  app: App,
  number: string,
  options: { expMonth?: number; expYear?: number; cvc?: string } = {},
): Promise<string> {
  const addresses = clientAddresses.next();
  const response = await app.inject({
    method: 'POST',
    url: SANDBOX_TOKENS_PATH,
    remoteAddress: `10.77.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`,
    payload: {
      number,
      expMonth: options.expMonth ?? 11,
      expYear: options.expYear ?? 2031,
      cvc: options.cvc ?? (/^3[47]/.test(number) ? '1234' : '123'),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`tokenizer answered ${response.statusCode}: ${response.body}`);
  }
  return cardTokenSchema.parse(response.json()).token;
}

/**
 * A Visa number the sandbox charges, different for every `index`: cards of different customers
 * (each its own fingerprint), where tests need many at once.
 */
export function succeedingCardNumber(index: number): string {
  const body = `4111${String(index).padStart(11, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('no Luhn check digit');
}
