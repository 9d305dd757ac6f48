import { Route } from 'react-router';
import { LazyActivationPage } from './lazy-activation-page.tsx';

/**
 * The activation flows' routes below `activate/trial` (flows §3.1, §3.2, §3.5): one-step (index),
 * two-step (`flepz`), thanks, one-step-thanks, the trial-expired overlay, the three error pages
 * and the ad-supported tier's one-click (`ast`) with its pages. The paths are written out, not
 * taken from `activation-paths.ts`: that module rides with the lazy pages, and importing it here
 * would make it a chunk of its own in the entry route's preload list.
 */
export const activationRoutes = (
  <>
    <Route index element={<LazyActivationPage page="link" flow="oneStep" />} />
    <Route path="flepz" element={<LazyActivationPage page="twoStep" />} />
    <Route path="thanks" element={<LazyActivationPage page="thanks" />} />
    <Route path="one-step-thanks" element={<LazyActivationPage page="oneStepThanks" />} />
    <Route
      path="trial-expired-overlay"
      element={<LazyActivationPage page="refusal" outcome="TRIAL_EXPIRED" />}
    />
    <Route
      path="already-active-selfpay-error"
      element={<LazyActivationPage page="refusal" outcome="ALREADY_ACTIVE_SELF_PAY" />}
    />
    <Route
      path="not-eligible-error"
      element={<LazyActivationPage page="refusal" outcome="NOT_ELIGIBLE" />}
    />
    <Route
      path="cant-be-completed-online-error"
      element={<LazyActivationPage page="refusal" outcome="CANT_BE_COMPLETED_ONLINE" />}
    />
    <Route path="ast">
      <Route index element={<LazyActivationPage page="ast" />} />
      <Route path="ast-activated" element={<LazyActivationPage page="astActivated" />} />
      <Route
        path="already-active-selfpay-error"
        element={<LazyActivationPage page="astRefusal" outcome="ALREADY_ACTIVE_SELF_PAY" />}
      />
      <Route
        path="not-eligible-error"
        element={<LazyActivationPage page="astRefusal" outcome="NOT_ELIGIBLE" />}
      />
      <Route
        path="cant-be-completed-online-error"
        element={<LazyActivationPage page="astRefusal" outcome="CANT_BE_COMPLETED_ONLINE" />}
      />
    </Route>
  </>
);
