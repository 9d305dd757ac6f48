import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';

/** Microtasks until Preact has rendered what the last click asked for (no timer runs between). */
async function rendered(text: string): Promise<void> {
  for (let turn = 0; turn < 20 && !screen.queryByText(text); turn += 1) {
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  }
  expect(screen.getByText(text)).toBeTruthy();
}

/** A two-step form: the second step's call sends what the first step chose. */
function TwoSteps({ sent }: { sent: (plan: string) => void }) {
  const [plan, setPlan] = useState('none');
  const send = useMutation({ mutationFn: async () => plan, onSuccess: sent });
  return (
    <>
      <p>Plan: {plan}</p>
      <button type="button" onClick={() => setPlan('Music & Talk')}>
        Choose Music & Talk
      </button>
      <button type="button" onClick={() => send.mutate()}>
        Send
      </button>
    </>
  );
}

it('a click right after a render sends what that render shows, before its effects ran later', async () => {
  const sentPlans: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TwoSteps sent={(plan) => sentPlans.push(plan)} />
    </QueryClientProvider>,
  );
  // Clicked as a quick customer does: the second click comes in the frame the first one's render
  // is painted in, before the effects that hand the mutation its new function would run.
  screen.getByRole('button', { name: 'Choose Music & Talk' }).click();
  await rendered('Plan: Music & Talk');
  screen.getByRole('button', { name: 'Send' }).click();

  await expect.poll(() => sentPlans).toEqual(['Music & Talk']);
});
