/** The re-verify pages (flows §6), under the `student` module. */
export const REVERIFY_PATH = '/student/re-verify';
export const REVERIFY_CONFIRM_PATH = `${REVERIFY_PATH}/confirm`;
export const REVERIFY_ERROR_PATH = `${REVERIFY_CONFIRM_PATH}/error`;
export const ROLL_OVER_COMPLETE_PATH = `${REVERIFY_PATH}/roll-over-complete`;
export const OFFER_COMPLETE_PATH = `${REVERIFY_PATH}/complete`;
/** Where a student without an active plan subscribes with their verification. */
export const STUDENT_CHECKOUT_PATH = '/subscribe/checkout/studentverification';
export const SIGN_IN_PATH = '/sign-in';
/** The app's error page: an address under `student/re-verify` that is no page (spec 000 §2). */
export const ERROR_PATH = '/error';
export const ACCOUNT_PATH = '/account';

/** The query the re-verify pages carry along: the link's token, the program, the verification. */
export type ReverifyQuery = { tkn: string; programCode: string; verificationId: string };

export function reverifyQueryOf(search: URLSearchParams): ReverifyQuery {
  return {
    tkn: search.get('tkn') ?? '',
    programCode: search.get('programCode') ?? search.get('programcode') ?? '',
    verificationId: search.get('verificationId') ?? search.get('verificationid') ?? '',
  };
}

/** A re-verify page's address with the query it carries (empty values left out). */
export function reverifyHref(path: string, query: Partial<ReverifyQuery>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The sign-in page, coming back to `returnTo` (a path of ours) once signed in. */
export function signInThenBackTo(returnTo: string): string {
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(returnTo)}`;
}
