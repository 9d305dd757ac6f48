import { Route } from 'react-router';
import { REFUSAL_PAGES, type RefusalOutcome } from './activation-paths.ts';
import { LazyActivationPage } from './lazy-activation-page.tsx';

const REFUSALS = Object.entries(REFUSAL_PAGES) as [RefusalOutcome, string][];
const ONE_CLICK_REFUSALS = REFUSALS.filter(
  (entry): entry is [Exclude<RefusalOutcome, 'TRIAL_EXPIRED'>, string] =>
    entry[0] !== 'TRIAL_EXPIRED',
);

/**
 * The activation flows' routes below `activate/trial` (flows §3.1, §3.2, §3.5): one-step (index),
 * two-step (`flepz`), thanks, one-step-thanks, the trial-expired overlay, the three error pages
 * and the ad-supported tier's one-click (`ast`) with its pages.
 */
export const activationRoutes = (
  <>
    <Route index element={<LazyActivationPage page="link" flow="oneStep" />} />
    <Route path="flepz" element={<LazyActivationPage page="twoStep" />} />
    <Route path="thanks" element={<LazyActivationPage page="thanks" />} />
    <Route path="one-step-thanks" element={<LazyActivationPage page="oneStepThanks" />} />
    {REFUSALS.map(([outcome, path]) => (
      <Route
        key={path}
        path={path}
        element={<LazyActivationPage page="refusal" outcome={outcome} />}
      />
    ))}
    <Route path="ast">
      <Route index element={<LazyActivationPage page="ast" />} />
      <Route path="ast-activated" element={<LazyActivationPage page="astActivated" />} />
      {ONE_CLICK_REFUSALS.map(([outcome, path]) => (
        <Route
          key={path}
          path={path}
          element={<LazyActivationPage page="astRefusal" outcome={outcome} />}
        />
      ))}
    </Route>
  </>
);
