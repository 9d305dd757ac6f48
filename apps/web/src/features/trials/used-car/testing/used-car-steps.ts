import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills identification's RFLZ form as a visitor would, and presses "Check My Eligibility". */
export async function checkEligibility(
  user: UserEvent,
  values: { radioIdOrVin?: string; zipCode?: string } = {},
) {
  const box = screen.getByLabelText(/Radio ID or VIN/);
  await user.clear(box);
  await user.type(box, values.radioIdOrVin ?? 'ORBT0007');
  const first = screen.getByLabelText(/First name/);
  if (!(first as HTMLInputElement).value) await user.type(first, 'Ada');
  const last = screen.getByLabelText(/Last name/);
  if (!(last as HTMLInputElement).value) await user.type(last, 'Lovelace');
  const zip = screen.getByLabelText(/ZIP code|Postal code|Code postal/);
  await user.clear(zip);
  await user.type(zip, values.zipCode ?? '78701');
  await user.click(screen.getByRole('button', { name: /Check My Eligibility|Vérifier/ }));
}
