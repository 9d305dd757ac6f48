import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Who, where, and a new card (none when the card on file pays), then Continue. */
export async function pay(user: User, card: string | null = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('First name'), 'Valeria');
  await user.type(screen.getByLabelText('Last name'), 'Vasquez');
  await user.type(screen.getByLabelText('Email address'), 'vip.two@orbitradio.test');
  await user.type(screen.getByLabelText('Phone number'), '5125550141');
  await user.type(screen.getByLabelText('Street address'), '100 Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
  if (card === null) {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return;
  }
  await cardAgain(user, card);
}

export async function cardAgain(user: User, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

export async function complete(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}
