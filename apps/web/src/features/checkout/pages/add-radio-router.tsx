import { AddRadioCheckout } from '../satellite/add-radio-checkout.tsx';

/** Route module of `addRadioRouter` (`…/satellite/add-radio-router`): add a radio to the account. */
export function Component() {
  return <AddRadioCheckout />;
}
