import type { OnboardingPage } from '@orbit/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { useOnboardingJourney } from '../onboarding-journey.tsx';
import {
  CHANGE_PLAN_PATH,
  FORGOT_PASSWORD_PATH,
  PAY_PATH,
  PLANS_PATH,
  RADIO_ID_LOOKUP_PATH,
  SATELLITE_CHECKOUT_PATH,
  SETUP_CREDENTIALS_PATH,
  SIGN_IN_PATH,
  STREAMING_CHECKOUT_PATH,
  signInPathBackTo,
} from '../onboarding-paths.ts';
import { MatchFacts } from './match-facts.tsx';

/** The pages a lookup's answer may land on that say what happens next, in words only. */
export type ReasonPage = Exclude<
  OnboardingPage,
  'credential-setup' | 'multiple-subscriptions-page'
>;

interface NextStep {
  to: string;
  label: string;
}

/**
 * Each page's words (`onboarding.reason.<key>.title|body`) and its next steps: a page of this
 * app where the customer can do something about it (buy, renew, pay, change plan, sign in),
 * then the way back to another lookup. The care line is on every page.
 */
const REASON_PAGES: Readonly<
  Record<ReasonPage, { key: string; next: readonly NextStep[]; showMatch: boolean }>
> = {
  'ineligible-no-audio': {
    key: 'noAudio',
    next: [{ to: STREAMING_CHECKOUT_PATH, label: 'onboarding.next.streamingPlans' }],
    showMatch: true,
  },
  'inactive-subscription': {
    key: 'inactive',
    next: [
      { to: SATELLITE_CHECKOUT_PATH, label: 'onboarding.next.choosePlan' },
      { to: STREAMING_CHECKOUT_PATH, label: 'onboarding.next.streamingPlans' },
    ],
    showMatch: true,
  },
  'ineligible-non-pay': {
    key: 'nonPay',
    next: [{ to: signInPathBackTo(PAY_PATH), label: 'onboarding.next.pay' }],
    showMatch: true,
  },
  'ineligible-non-consumer': { key: 'nonConsumer', next: [], showMatch: true },
  'ineligible-trial-within-last-trial-date': {
    key: 'recentTrial',
    next: [{ to: STREAMING_CHECKOUT_PATH, label: 'onboarding.next.streamingPlans' }],
    showMatch: true,
  },
  'ineligible-max-lifetime-trials': {
    key: 'maxTrials',
    next: [{ to: PLANS_PATH, label: 'onboarding.next.plans' }],
    showMatch: true,
  },
  'ineligible-insufficient-package': {
    key: 'insufficientPackage',
    next: [{ to: signInPathBackTo(CHANGE_PLAN_PATH), label: 'onboarding.next.changePlan' }],
    showMatch: true,
  },
  'ineligible-expired-AA-trial': {
    key: 'expiredTrial',
    next: [{ to: SATELLITE_CHECKOUT_PATH, label: 'onboarding.next.choosePlan' }],
    showMatch: true,
  },
  'existing-credentials': {
    key: 'existing',
    next: [
      { to: SIGN_IN_PATH, label: 'onboarding.next.signIn' },
      { to: FORGOT_PASSWORD_PATH, label: 'onboarding.next.forgotPassword' },
    ],
    showMatch: true,
  },
  'no-match': {
    key: 'noMatch',
    next: [
      { to: RADIO_ID_LOOKUP_PATH, label: 'onboarding.next.radioIdLookup' },
      { to: PLANS_PATH, label: 'onboarding.next.newCustomer' },
    ],
    showMatch: false,
  },
};

/**
 * A routing reason's page (flows §8.5): in plain words why streaming cannot be set up here (or
 * that it already is), what the customer can do about it, and the care line. The match it is
 * about is shown when the customer just found it; opened on its own, the page still says all.
 */
export function ReasonPageView({ page }: { page: ReasonPage }) {
  const t = useT();
  const { chosen } = useOnboardingJourney();
  const { key, next, showMatch } = REASON_PAGES[page];
  const [primary, ...others] = next;
  return (
    <Card className={styles.card}>
      <StepHeading>{t(`onboarding.reason.${key}.title`)}</StepHeading>
      <p className={styles.lead}>{t(`onboarding.reason.${key}.body`)}</p>
      {showMatch && chosen ? <MatchFacts match={chosen} /> : null}
      <div className={styles.actions}>
        {primary ? (
          <Link to={primary.to} className={buttonClassName('primary')}>
            {t(primary.label)}
          </Link>
        ) : null}
        {others.map((step) => (
          <Link key={step.to} to={step.to} className={buttonClassName('secondary')}>
            {t(step.label)}
          </Link>
        ))}
        <Link to={SETUP_CREDENTIALS_PATH}>{t('onboarding.next.lookUpAgain')}</Link>
      </div>
      <CareLine />
    </Card>
  );
}
