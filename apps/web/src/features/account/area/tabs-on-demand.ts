import { stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';

/*
 * The account area's tabs beyond the dashboard, where the area opens: each tab's view is fetched
 * the first time it is opened, or before, once the dashboard is on screen (`usePreloadedSteps`),
 * so the area's page carries the dashboard alone (ADR 096, issue 20's 40 KB a page).
 */

/** Billing: history, cards, e-bill, gift cards (the billing feature's section). */
export const billingTab = stepOnDemand(() =>
  import('../../billing/account-section/index.ts').then((billing) => billing.BillingSection),
);

/** Account info: contact details, addresses, sign-ins and preferences. */
export const accountInfoTab = stepOnDemand(() =>
  import('../account-info/account-info-view.tsx').then((view) => view.AccountInfoView),
);
