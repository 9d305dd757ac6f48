import { Navigate, Route, Routes } from 'react-router';
import { LazyActivationPage } from '../activation/lazy-activation-page.tsx';

/**
 * Route module of `oneClick` (`subscribe/oneclick`, flows §3.5 SLOC): the service lane's link
 * (`?cna_id=`) and its thanks page; anything else below it is no page.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LazyActivationPage page="serviceLane" />} />
      <Route path="thanks" element={<LazyActivationPage page="serviceLaneThanks" />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}
