import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { streamingErrorPage } from '../streaming-organic/error-page/error-page-on-demand.ts';
import {
  isStreamingErrorPage,
  LEGACY_STREAMING_CHECKOUT_PATH,
} from '../streaming-organic/flow-steps.ts';
import { OfferStep } from '../streaming-organic/steps/offer-step.tsx';
import { StreamingFlowRouteContext } from '../streaming-organic/streaming-flow-route.ts';
import {
  credsInterstitialStep,
  credsStep,
  paymentInterstitialStep,
  paymentStep,
  reviewStep,
  STREAMING_STEPS_ON_DEMAND,
  thanksStep,
} from '../streaming-organic/streaming-steps-on-demand.ts';
import { useResetPlanOnBackFromPayment } from '../streaming-organic/use-back-from-payment.ts';
import { useStreamingCheckout } from '../streaming-organic/use-streaming-checkout.ts';
import { StudentGate } from './student-gate.tsx';
import type { StudentCheckoutNotice } from './student-notice.ts';
import { STUDENT_CHECKOUT_ROUTE } from './student-route.ts';

/**
 * The student checkout (flows §6, ADR 066): a verified student returns from the student pages to
 * `/subscribe/checkout/streaming?verificationid=…&programcode=…` and buys the student plan with
 * the streaming checkout's own steps, their name and email filled in; the quote and the order
 * carry the verification. The step is the path below it, so Back and reload behave as elsewhere.
 */
export function StreamingStudentFlow() {
  return (
    <CheckoutProviders>
      <StreamingFlowRouteContext.Provider value={STUDENT_CHECKOUT_ROUTE}>
        <Routes>
          <Route index element={<Step step="offer" />} />
          <Route path=":page" element={<StepOrErrorPage />} />
          <Route path="*" element={<Navigate to="/error" replace />} />
        </Routes>
      </StreamingFlowRouteContext.Provider>
    </CheckoutProviders>
  );
}

const STEP_PAGES = ['creds-int', 'creds', 'payment-int', 'payment', 'review', 'thanks'] as const;
type StepPage = 'offer' | (typeof STEP_PAGES)[number];

function StepOrErrorPage() {
  const page = (useParams().page ?? '').toLowerCase();
  if ((STEP_PAGES as readonly string[]).includes(page)) return <Step step={page as StepPage} />;
  if (isStreamingErrorPage(page)) return <OnDemandStep step={streamingErrorPage} page={page} />;
  return <Navigate to="/error" replace />;
}

function Step({ step }: { step: StepPage }) {
  return (
    <StudentGate>
      <StepView step={step} />
    </StudentGate>
  );
}

/** The order refused for its verification (used meanwhile, or expired): on without it, saying so. */
function StudentReviewStep() {
  const navigate = useNavigate();
  const { state } = useStreamingCheckout();
  const notice: StudentCheckoutNotice = { studentVerification: 'used' };
  return (
    <OnDemandStep
      step={reviewStep}
      onVerificationRefused={() =>
        void navigate(`${LEGACY_STREAMING_CHECKOUT_PATH}?programcode=${state.programCode ?? ''}`, {
          replace: true,
          state: notice,
        })
      }
    />
  );
}

function StepView({ step }: { step: StepPage }) {
  useResetPlanOnBackFromPayment();
  usePreloadedSteps(STREAMING_STEPS_ON_DEMAND);
  switch (step) {
    case 'offer':
      return <OfferStep />;
    case 'creds-int':
      return <OnDemandStep step={credsInterstitialStep} />;
    case 'creds':
      return <OnDemandStep step={credsStep} />;
    case 'payment-int':
      return <OnDemandStep step={paymentInterstitialStep} />;
    case 'payment':
      return <OnDemandStep step={paymentStep} />;
    case 'review':
      return <StudentReviewStep />;
    case 'thanks':
      return <OnDemandStep step={thanksStep} />;
  }
}
