import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { FakeServer } from '../../../testing/fake-server.ts';

/** Walks the change pages as a customer does, for the flow tests. */
type User = ReturnType<typeof userEvent.setup>;

/** Ticks the charge agreement (unless it is) and presses Complete My Order. */
export async function completeChange(user: User) {
  const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
  if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}

/** The first `purchase/change-subscription` sent: its body and its Idempotency-Key header. */
export function sentChangeOrder(server: FakeServer) {
  const [order] = server.requestsTo('/services/purchase/change-subscription');
  const body = order?.body as { paymentInfo: { transactionId: string } };
  return { body, idempotencyKey: new Headers(order?.init.headers).get('Idempotency-Key') };
}
