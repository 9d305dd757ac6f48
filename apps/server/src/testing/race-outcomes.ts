import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { expect } from 'vitest';

type Answer = { statusCode: number; json(): unknown };

/** Each answer as `ok`, or its status and error code (care or service shape): `409 NO_BALANCE_DUE`. */
export function outcomesOf(answers: readonly Answer[]): string[] {
  return answers.map((answer) => {
    if (answer.statusCode < 300) return 'ok';
    const body = answer.json();
    const care = careErrorBodySchema.safeParse(body);
    const code = care.success ? care.data.error.errorCode : serviceErrorBodySchema.parse(body).code;
    return `${answer.statusCode} ${code}`;
  });
}

/** Of requests that raced, exactly one went through; every other was refused with one of `refusals`. */
export function expectOneWinner(answers: readonly Answer[], refusals: readonly string[]): void {
  const seen = outcomesOf(answers);
  expect(
    seen.filter((outcome) => outcome === 'ok'),
    seen.join(', '),
  ).toHaveLength(1);
  for (const outcome of seen.filter((each) => each !== 'ok')) {
    expect(refusals).toContain(outcome);
  }
}
