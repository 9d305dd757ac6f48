import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasQueryValue } from '../../shared/routing/query.ts';
import type { Fallback, PageRoute } from '../route-table.ts';
import { isMatrixParamSet, parseMatrixSegment } from './matrix-params.ts';

const RENEWAL_FLEPZ = '/subscribe/checkout/renewal/flepz';
const RENEWAL = '/subscribe/checkout/renewal';

/** A loader that always redirects, with or without the query string of the request. */
export function redirectLoader({ to, keepQuery }: Fallback) {
  return ({ request }: LoaderFunctionArgs) => {
    const search = keepQuery ? new URL(request.url).search : '';
    return redirect(`${to}${search}`);
  };
}

/**
 * The query-driven redirects of spec 000 §2, run before the page renders:
 * - `subscribe/checkout/flepz?renewalcode=choice` → `subscribe/checkout/renewal/flepz` (query kept);
 * - `subscribe/checkout` → `subscribe/checkout/renewal` (query kept) unless that second segment
 *   carries the matrix parameter `proactiveFlag` (`/subscribe/checkout;proactiveFlag=true`).
 */
export function queryRedirectLoader(kind: NonNullable<PageRoute['queryRedirect']>) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    if (kind === 'renewalCodeChoice') {
      return hasQueryValue(search, 'renewalcode', 'choice')
        ? redirect(`${RENEWAL_FLEPZ}${search}`)
        : null;
    }
    // `subscribe/*`: the splat is everything after `subscribe/`.
    const segments = (params['*'] ?? '').split('/').filter((segment) => segment !== '');
    if (segments.length !== 1 || segments[0] === undefined) return null;
    const second = parseMatrixSegment(segments[0]);
    if (second.name.toLowerCase() !== 'checkout' || isMatrixParamSet(second, 'proactiveFlag'))
      return null;
    return redirect(`${RENEWAL}${search}`);
  };
}
