/** Where the billing pages send people. */
export const DASHBOARD_PATH = '/account/manage';
export const PAY_PATH = '/account/pay';
/** The sign-in page reads `redirectTo` (a path on this site) and comes back there. */
export const SIGN_IN_PATH = '/sign-in';
/** Where an identified session proves last name, phone and zip (or finds its account). */
export const ACCOUNT_LOOKUP_PATH = '/subscribe/checkout/flepz';

export function signInPath(back: { pathname: string; search: string }): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: `${back.pathname}${back.search}` })}`;
}

/** The pay page for an account (the `accountnumber` parameter kept), paying or updating the card. */
export function payPath(options: { accountNumber?: string | undefined; update?: boolean }): string {
  const query = new URLSearchParams();
  if (options.accountNumber) query.set('accountnumber', options.accountNumber);
  if (options.update) query.set('update', 'true');
  const search = query.toString();
  return search ? `${PAY_PATH}?${search}` : PAY_PATH;
}
