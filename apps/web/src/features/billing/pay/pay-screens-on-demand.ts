import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { PayFormProps } from './pay-form.tsx';
import type { ThankYouProps } from './thank-you.tsx';
import type { UpdatePaymentFormProps } from './update-payment-form.tsx';

/**
 * The pay page's forms and its thanks (ADR 124): the page's frame (the balance, what paying
 * reactivates) shows what the account owes, and the form the screen needs is fetched beside the
 * reactivation quote rather than before it. The card entry and its tokenizer come with the form.
 */
export const payFormScreen = stepOnDemand<PayFormProps>(() =>
  import('./pay-form.tsx').then((screen) => screen.PayForm),
);
export const updatePaymentFormScreen = stepOnDemand<UpdatePaymentFormProps>(() =>
  import('./update-payment-form.tsx').then((screen) => screen.UpdatePaymentForm),
);
export const thankYouScreen = stepOnDemand<ThankYouProps>(() =>
  import('./thank-you.tsx').then((screen) => screen.ThankYou),
);

/** In the order a customer meets them: pay, then thanks; the update form is the other way in. */
export const PAY_SCREENS_ON_DEMAND = [payFormScreen, thankYouScreen, updatePaymentFormScreen];
