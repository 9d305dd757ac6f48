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

/** Step 2's who, where and card, as a customer types them. */
export async function fillRtpAccount(user: UserEvent, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@orbitradio.test');
  await user.type(screen.getByLabelText('Phone number'), '5125550101');
  await user.type(screen.getByLabelText('Street address'), '100 Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
}

/** The SL2C form, as a dealer's customer types it (the radio box only when asked). */
export async function fillSl2c(
  user: UserEvent,
  values: { radioIdOrVin?: string; province?: string; zip?: string } = {},
) {
  if (values.radioIdOrVin !== undefined) {
    await user.type(screen.getByLabelText(/Radio ID or VIN/), values.radioIdOrVin);
  }
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Street address'), '12 Lake Rd');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText(/State|Province/), values.province ?? 'TX');
  await user.type(screen.getByLabelText(/ZIP code|Postal code/), values.zip ?? '78701');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
}
