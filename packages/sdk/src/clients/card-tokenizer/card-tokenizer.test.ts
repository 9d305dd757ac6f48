import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../runtime/runtime.ts';
import { createCardTokenizer, SANDBOX_TOKENIZER_URL } from './card-tokenizer.ts';
import { isCardTokenizerError } from './card-tokenizer-error.ts';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const token = {
  token: 'ctok_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  prepaid: false,
};

function setup(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('card tokenizer', () => {
  it('posts the card to the sandbox gateway by default, without our cookies', async () => {
    const { calls, fetch } = setup(() => json(token, 201));
    await expect(createCardTokenizer({ fetch }).tokenizeCard(card)).resolves.toEqual(token);
    expect(calls[0]?.url).toBe(SANDBOX_TOKENIZER_URL);
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(card);
  });

  it('posts to a configured gateway', async () => {
    const { calls, fetch } = setup(() => json(token));
    await createCardTokenizer({ fetch, url: 'https://pay.example/v1/tokens' }).tokenizeCard(card);
    expect(calls[0]?.url).toBe('https://pay.example/v1/tokens');
  });

  it('turns a refusal into a typed error naming the code and field, never the number', async () => {
    const { fetch } = setup(() =>
      json({ error: { code: 'incorrect_number', message: '4242… bad', param: 'number' } }, 400),
    );
    const error = await failure(createCardTokenizer({ fetch }).tokenizeCard(card));
    expect(isCardTokenizerError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'incorrect_number', param: 'number', status: 400 });
    expect((error as Error).message).not.toContain('4242');
  });

  it('names a lost connection and an unreadable answer', async () => {
    const lost = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(createCardTokenizer(lost).tokenizeCard(card))).toMatchObject({
      code: 'network_error',
      status: 0,
    });
    const odd = setup(() => json({ hello: 'world' }, 502));
    expect(await failure(createCardTokenizer(odd).tokenizeCard(card))).toMatchObject({
      code: 'invalid_response',
      status: 502,
    });
  });

  it('recognises only its own errors', () => {
    expect(isCardTokenizerError(new Error('x'))).toBe(false);
    expect(isCardTokenizerError({ code: 'invalid_cvc' })).toBe(false);
  });
});
