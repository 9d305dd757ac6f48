import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Walks the streaming checkout's steps as a customer does, for the flow tests. */
export type User = ReturnType<typeof userEvent.setup>;

export async function throughOffer(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Let’s create your account' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
}

export async function fillCredentials(user: User, password = 'Lunar-Tide-81') {
  await user.type(screen.getByLabelText('Email address'), 'new.listener@orbitradio.test');
  await user.type(screen.getByLabelText('Password'), password);
}

export async function throughCredentials(user: User) {
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Now let’s set up your payment' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Set up your payment' });
}

export async function fillCard(user: User, card = '4242 4242 4242 4242', cvv = '123') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiration date'), '1230');
  await user.type(screen.getByLabelText('Security code (CVV)'), cvv);
}

export async function fillPayment(user: User, card = '4242 4242 4242 4242', cvv = '123') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await fillCard(user, card, cvv);
  await user.type(screen.getByLabelText('ZIP code'), '10001');
  await user.type(screen.getByLabelText('Phone number'), '2125550142');
}

export async function throughPayment(user: User) {
  await fillPayment(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Review your order' });
}

export async function toReview(user: User) {
  await throughOffer(user);
  await throughCredentials(user);
  await throughPayment(user);
}

export async function placeOrder(user: User) {
  const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
  if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}
