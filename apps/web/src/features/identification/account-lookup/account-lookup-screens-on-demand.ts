import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import type { EmailSubscriptionsProps } from './email-lookup.tsx';
import type { FoundAccountProps } from './found-account.tsx';
import type { LookupPanelProps } from './lookup-panel-wiring.ts';

/**
 * The account lookup's screens after its first (ADR 124): the page opens on the Your info form,
 * prerendered; the other tabs' forms, the account found with its verification and what an email
 * has arrive on demand, preloaded while the visitor reads the form.
 */
export const otherLookupPanel = stepOnDemand<LookupPanelProps>(() =>
  import('./other-lookup-panel.tsx').then((panel) => panel.OtherLookupPanel),
);
export const foundAccount = stepOnDemand<FoundAccountProps>(() =>
  import('./found-account.tsx').then((view) => view.FoundAccount),
);
export const emailSubscriptions = stepOnDemand<EmailSubscriptionsProps>(() =>
  import('./email-lookup.tsx').then((view) => view.EmailSubscriptions),
);

export const ACCOUNT_LOOKUP_SCREENS = [foundAccount, otherLookupPanel, emailSubscriptions];
