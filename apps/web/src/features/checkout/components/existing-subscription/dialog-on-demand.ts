import { stepOnDemand } from '../../../../shared/loading/step-on-demand.tsx';
import type { ExistingSubscriptionDialogProps } from './existing-subscription-dialog.tsx';

/**
 * "We found your subscription", fetched with its words when an email turns out to have one (or
 * preloaded while the visitor types): the credentials step's first screen does not carry it.
 */
export const existingSubscriptionDialog = stepOnDemand<ExistingSubscriptionDialogProps>(() =>
  import('./existing-subscription-dialog.tsx').then((dialog) => dialog.ExistingSubscriptionDialog),
);
