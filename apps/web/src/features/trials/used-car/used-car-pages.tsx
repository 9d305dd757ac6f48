import { EligibilityPage } from './eligibility/eligibility-page.tsx';
import { RtpAccountPage } from './rtp/rtp-account-page.tsx';
import { RtpReviewPage } from './rtp/rtp-review-page.tsx';
import { RtpThanksPage } from './rtp/rtp-thanks-page.tsx';
import { Sl2cConfirmationPage } from './sl2c/sl2c-confirmation-page.tsx';
import { Sl2cPage } from './sl2c/sl2c-page.tsx';
import { UsedCarProviders } from './used-car-providers.tsx';

export type UsedCarPageKey =
  | 'eligibility'
  | 'rtpAccount'
  | 'rtpReview'
  | 'rtpThanks'
  | 'serviceLane'
  | 'usedVehicle'
  | 'serviceLaneNew'
  | 'usedVehicleNew'
  | 'sl2cConfirmation';

/** Every used-car page, in its providers; the chunk the routes fetch on demand. */
export function UsedCarPages({ page }: { page: UsedCarPageKey }) {
  return (
    <UsedCarProviders>
      <PageOf page={page} />
    </UsedCarProviders>
  );
}

function PageOf({ page }: { page: UsedCarPageKey }) {
  switch (page) {
    case 'eligibility':
      return <EligibilityPage />;
    case 'rtpAccount':
      return <RtpAccountPage />;
    case 'rtpReview':
      return <RtpReviewPage />;
    case 'rtpThanks':
      return <RtpThanksPage />;
    case 'serviceLane':
      return <Sl2cPage brandingType="SLTC_SERVICE_LANE" layout="card" />;
    case 'usedVehicle':
      return <Sl2cPage brandingType="SLTC_USED_CAR" layout="card" />;
    case 'serviceLaneNew':
      return <Sl2cPage brandingType="SLTC_SERVICE_LANE" layout="open" />;
    case 'usedVehicleNew':
      return <Sl2cPage brandingType="SLTC_USED_CAR" layout="open" />;
    case 'sl2cConfirmation':
      return <Sl2cConfirmationPage />;
  }
}
