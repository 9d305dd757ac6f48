import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Walks the satellite checkouts' steps as a customer does, for the flow tests. */
export type User = ReturnType<typeof userEvent.setup>;

export async function findRadioById(user: User, radioId = 'ORBC0002') {
  await user.type(await screen.findByLabelText('Radio ID'), radioId);
  await user.click(screen.getByRole('button', { name: 'Find my radio' }));
  await screen.findByRole('heading', { name: 'We found your radio' });
}

export async function continueWithRadio(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

export async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@orbitradio.test');
  await user.type(screen.getByLabelText('Phone number'), '5125550101');
  await user.type(screen.getByLabelText('Street address'), '100 Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
}

export async function fillCard(user: User, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
}

export async function placeOrder(user: User) {
  const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
  if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}
