import { Route } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import {
  eligibilityPage,
  RTP_PAGES,
  rtpAccountPage,
  rtpReviewPage,
  rtpThanksPage,
  SL2C_PAGES,
  sl2cConfirmationPage,
  sl2cPage,
  type UsedCarPageKey,
} from './used-car-pages.tsx';

/**
 * One used-car page, fetched when it renders (with its words; the app's full-page loader stays up
 * while it arrives), and the other pages of its journey preloaded once it shows: the entry route
 * lists every chunk a route module needs (its preload list), so the `activate` and `/new` route
 * modules stay small (ADR 037).
 */
export function UsedCarRoute({ page }: { page: UsedCarPageKey }) {
  const rtp = page === 'eligibility' || page.startsWith('rtp');
  usePreloadedSteps(rtp ? RTP_PAGES : SL2C_PAGES);
  switch (page) {
    case 'eligibility':
      return <OnDemandStep step={eligibilityPage} />;
    case 'rtpAccount':
      return <OnDemandStep step={rtpAccountPage} />;
    case 'rtpReview':
      return <OnDemandStep step={rtpReviewPage} />;
    case 'rtpThanks':
      return <OnDemandStep step={rtpThanksPage} />;
    case 'serviceLane':
      return <OnDemandStep step={sl2cPage} brandingType="SLTC_SERVICE_LANE" layout="card" />;
    case 'usedVehicle':
      return <OnDemandStep step={sl2cPage} brandingType="SLTC_USED_CAR" layout="card" />;
    case 'serviceLaneNew':
      return <OnDemandStep step={sl2cPage} brandingType="SLTC_SERVICE_LANE" layout="open" />;
    case 'usedVehicleNew':
      return <OnDemandStep step={sl2cPage} brandingType="SLTC_USED_CAR" layout="open" />;
    case 'sl2cConfirmation':
      return <OnDemandStep step={sl2cConfirmationPage} />;
  }
}

/**
 * The used-car flows' routes below `activate/trial` (flows §1.4, §3.3, §3.4): the RTP trial after
 * the RFLZ eligibility check (`rtp`, `rtp/account`, `rtp/review`, `rtp/thanks`) and SL2C
 * (`service-lane`, `used-vehicle`, `confirmation`).
 */
export const usedCarRoutes = (
  <>
    <Route path="rtp" element={<UsedCarRoute page="eligibility" />} />
    <Route path="rtp/account" element={<UsedCarRoute page="rtpAccount" />} />
    <Route path="rtp/review" element={<UsedCarRoute page="rtpReview" />} />
    <Route path="rtp/thanks" element={<UsedCarRoute page="rtpThanks" />} />
    <Route path="service-lane" element={<UsedCarRoute page="serviceLane" />} />
    <Route path="used-vehicle" element={<UsedCarRoute page="usedVehicle" />} />
    <Route path="confirmation" element={<UsedCarRoute page="sl2cConfirmation" />} />
  </>
);
