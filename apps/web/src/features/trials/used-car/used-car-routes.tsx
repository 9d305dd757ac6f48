import { Route } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';

/**
 * The used-car flows' routes below `activate/trial` (flows §1.4, §3.3, §3.4): the RTP trial after
 * the RFLZ eligibility check (`rtp`, `rtp/review`, `rtp/thanks`) and SL2C (`service-lane`,
 * `used-vehicle`, `confirmation`).
 */
export const usedCarRoutes = <Route path="rtp/*" element={<ComingSoonPage />} />;
