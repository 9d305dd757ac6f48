/** Where the account lookup's visitors sign in instead (the account area's sign-in page). */
export const SIGN_IN_PATH = '/account/login';
