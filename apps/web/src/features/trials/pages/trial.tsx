import { Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';
import { LazyActivationPage } from '../activation/lazy-activation-page.tsx';

/**
 * Route module of `trial` (`subscribe/trial`): the "Start your trial" page. The streaming trial
 * below it (`subscribe/trial/streaming` and under) is still to be built: its stand-in stays.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LazyActivationPage page="start" />} />
      <Route path="*" element={<ComingSoonPage />} />
    </Routes>
  );
}
