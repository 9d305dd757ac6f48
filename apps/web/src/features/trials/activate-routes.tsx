import { Navigate, Route, Routes, useLocation } from 'react-router';
import { activationRoutes } from './activation/activation-routes.tsx';
import { usedCarRoutes } from './used-car/used-car-routes.tsx';

/**
 * `activate`, and any path under it no flow serves (an old or mistyped link), goes to
 * `activate/trial`, query kept (a link's token rides in it).
 */
function ToTrial() {
  const { search } = useLocation();
  return <Navigate to={`/activate/trial${search}`} replace />;
}

/**
 * Everything under `activate` (flows §3.1): the activation flows (one-step, two-step, their
 * thanks, overlay and error pages, AST) and the used-car flows (RTP after RFLZ, SL2C service lane
 * and used vehicle). Each flow's routes come from its folder; the paths are the route map's.
 */
export function ActivateRoutes() {
  return (
    <Routes>
      <Route index element={<ToTrial />} />
      <Route path="trial">
        {activationRoutes}
        {usedCarRoutes}
      </Route>
      <Route path="*" element={<ToTrial />} />
    </Routes>
  );
}
