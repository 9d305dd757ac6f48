import type { ReactNode } from 'react';
import { OfferStep } from '../streaming-organic/steps/offer-step.tsx';
import { PaymentInterstitialStep } from '../streaming-organic/steps/payment-interstitial-step.tsx';
import { useResetPlanOnBackFromPayment } from '../streaming-organic/use-back-from-payment.ts';
import { AccountOrCreds } from './steps/account-or-creds.tsx';
import { TrialInformationStep } from './steps/trial-information-step.tsx';
import { TrialReviewStep } from './steps/trial-review-step.tsx';
import { TrialThanksStep } from './steps/trial-thanks-step.tsx';
import { TrialAccordion } from './trial-accordion.tsx';
import { TrialGate } from './trial-gate.tsx';
import { TrialOfferGuard } from './trial-offer-guard.tsx';
import type { TrialLayout } from './trial-route.ts';

/** The trial's step pages below its path ('' is the offer). */
export const STEP_PAGES = [
  'creds-int',
  'creds',
  'payment-int',
  'payment',
  'review',
  'thanks',
] as const;
export type StepPage = 'offer' | (typeof STEP_PAGES)[number];

/** One step behind the trial's door, in the layout's frame. */
export function TrialSteps({
  layout,
  step,
  prefilledEmail,
  programCode,
}: {
  layout: TrialLayout;
  step: StepPage;
  prefilledEmail?: string | undefined;
  programCode?: string | undefined;
}) {
  return (
    <TrialGate prefilledEmail={prefilledEmail} programCode={programCode}>
      <Frame layout={layout}>
        <TrialStep step={step} />
      </Frame>
    </TrialGate>
  );
}

function Frame({ layout, children }: { layout: TrialLayout; children: ReactNode }) {
  return layout === 'accordion' ? <TrialAccordion>{children}</TrialAccordion> : children;
}

function TrialStep({ step }: { step: StepPage }) {
  useResetPlanOnBackFromPayment();
  switch (step) {
    case 'offer':
      return <OfferStep />;
    case 'creds-int':
    case 'creds':
      return <AccountOrCreds step={step} />;
    case 'payment-int':
      return (
        <TrialOfferGuard>
          <PaymentInterstitialStep />
        </TrialOfferGuard>
      );
    case 'payment':
      return (
        <TrialOfferGuard>
          <TrialInformationStep />
        </TrialOfferGuard>
      );
    case 'review':
      return (
        <TrialOfferGuard>
          <TrialReviewStep />
        </TrialOfferGuard>
      );
    case 'thanks':
      return <TrialThanksStep />;
  }
}
