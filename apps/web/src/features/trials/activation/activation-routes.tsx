import { Route } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';

/**
 * The activation flows' routes below `activate/trial` (flows §3.1, §3.2, §3.5): one-step (index),
 * two-step (`flepz`), thanks, one-step-thanks, the trial-expired overlay, the three error pages
 * and the ad-supported tier's one-click (`ast`).
 */
export const activationRoutes = <Route index element={<ComingSoonPage />} />;
