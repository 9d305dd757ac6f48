import { act } from '@testing-library/react';

/**
 * `work` inside `act`, answering what it answers: Preact's `act` settles with nothing, where
 * React's settled with the callback's answer (ADR 115).
 */
export async function actOn<T>(work: () => Promise<T>): Promise<T> {
  let answer: { value: T } | undefined;
  await act(async () => {
    answer = { value: await work() };
  });
  if (!answer) throw new Error('The work inside act() did not finish.');
  return answer.value;
}
