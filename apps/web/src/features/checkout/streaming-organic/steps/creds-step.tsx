import {
  type CareCustomerEmailResult,
  checkEmail,
  type Locale,
  PASSWORD_SPECIALS,
  rulesCountryForLocale,
} from '@orbit/domain';
import { catalogCalls, checkoutCalls } from '@orbit/sdk';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card, Stepper, TextField } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { ExistingSubscriptionDialog } from '../../components/existing-subscription-dialog.tsx';
import { fieldErrorMessageId } from '../../components/field-errors.ts';
import { OfferSwitchNotice } from '../../components/offer-switch-notice.tsx';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { trackCustomer, trackUserErrors } from '../flow-analytics.ts';
import { STEPS, type StepInfo } from '../flow-steps.ts';
import { fetchStreamingOffers } from '../offers.ts';
import {
  clientPasswordProblem,
  type Problem,
  serverPasswordProblem,
} from '../password-problems.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { reselect } from '../switch-offers.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';
import { OFFER_SWITCH_NOTICE_MS, useWait } from '../use-wait.ts';

const QUIET = { skipGlobalHandler: true } as const;

// Only a customer who chooses Subscribe on a trial needs the LPZ form and its messages.
const TrialVerification = lazy(() => import('./trial-verification.tsx'));

/** Where the review step sent the customer back with a password problem (flows §2.1 step 5). */
const BOUNCE_PROBLEMS: Record<'passwordPolicy' | 'passwordPii', Problem> = {
  passwordPolicy: { id: 'checkout.password.policy' },
  passwordPii: { id: 'checkout.password.personalData' },
};

export interface CredsStepProps {
  /** `creds`, or `auto-process-creds` (same form, its own analytics name). */
  step?: StepInfo;
  /** An email to start with (auto-process-creds). */
  prefilledEmail?: string | undefined;
}

/**
 * `creds` (step 1 of 3): email and password. The password is checked on blur (`validate/password`),
 * then on Continue: password, existing subscriptions for the email (`identity/customer/email`, a
 * dialog when found), username and email checks (`validate/customer-info`), then the customer's
 * offers, and on to payment.
 */
export function CredsStep({ step = STEPS.creds, prefilledEmail }: CredsStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const { config, dataLayer } = services;
  const checkout = useCareCalls(checkoutCalls);
  const catalog = useCareCalls(catalogCalls);
  const { state, store, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  const wait = useWait();
  useStepAnalytics(step);

  const bounce = state.bounce?.step === 'creds' ? state.bounce.error : undefined;
  const [email, setEmail] = useState(
    state.credentials?.email ?? prefilledEmail ?? state.prefilledEmail ?? '',
  );
  const [password, setPassword] = useState(bounce ? '' : (state.credentials?.password ?? ''));
  const [emailError, setEmailError] = useState<Problem | undefined>();
  const [passwordError, setPasswordError] = useState<Problem | undefined>(
    bounce ? BOUNCE_PROBLEMS[bounce] : undefined,
  );
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [found, setFound] = useState<CareCustomerEmailResult>();
  /** The trial whose account the customer is proving is theirs (LPZ), in the dialog. */
  const [verifying, setVerifying] =
    useState<CareCustomerEmailResult['trialSubscriptions'][number]>();
  const formRef = useRef<HTMLFormElement>(null);
  const blurCheck = useRef(0);
  const [focusError, setFocusError] = useState(0);

  useEffect(() => {
    if (focusError > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const redirect = useStreamingStepGuard(step === STEPS.creds ? 'creds' : 'autoProcessCreds');
  if (redirect) return redirect;

  const checkPasswordOnBlur = async () => {
    const local = clientPasswordProblem(password);
    if (local || !password) {
      setPasswordError(password ? local : undefined);
      return;
    }
    const mine = ++blurCheck.current;
    try {
      const verdict = await checkout.validatePassword(
        { value: password, email: email.trim() },
        QUIET,
      );
      if (mine === blurCheck.current) setPasswordError(serverPasswordProblem(verdict));
    } catch {
      // The check runs again on Continue, which says what went wrong.
    }
  };

  /** Steps c and d: username and email free, then the customer's offers, then payment. */
  const continueWith = async (address: string, subscriptionId: string | undefined) => {
    if (!subscriptionId) {
      const info = await checkout.validateCustomerInfo(
        {
          email: { email: address, streaming: true },
          username: { userName: address, reuseUserName: true },
        },
        QUIET,
      );
      if (info.usernameValidation?.valid === false) {
        setEmailError({ id: 'checkout.creds.emailInUse' });
        setFocusError((count) => count + 1);
        return;
      }
      if (info.emailValidation?.valid === false) {
        setEmailError({ id: 'checkout.field.email.invalid' });
        setFocusError((count) => count + 1);
        return;
      }
    }
    const current = store.get();
    const offers = await fetchStreamingOffers(catalog, {
      programCode: current.programCode,
      promoCode: current.promoCode,
      locale,
      email: address,
      subscriptionId,
    });
    const next = reselect(offers, current.selectedPlanCode);
    if (next.offer?.fallbackReason && !offer?.fallbackReason) {
      // The offer asked for is for new subscribers: say so, then carry on with the other one.
      setSwitching(true);
      await wait(OFFER_SWITCH_NOTICE_MS);
      setSwitching(false);
    }
    store.update({
      credentials: { email: address, password },
      subscriptionId,
      offers,
      selectedPlanCode: next.planCode,
      fallbackNotice: next.offer?.fallbackReason ?? undefined,
      bounce: undefined,
    });
    dataLayer.update('customerInfo', { email: address });
    trackCustomer(dataLayer, { transactionId: current.transactionId, language: locale });
    goTo('paymentInterstitial');
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFormError(undefined);
    try {
      await action();
    } catch (error) {
      reportHandledError(services, error, 'credentials step');
      setFormError('checkout.error.system');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const emailCode = checkEmail(address, rulesCountryForLocale(locale), { forLookup: true });
    const badEmail = emailCode ? { id: fieldErrorMessageId('email', emailCode) } : undefined;
    const badPassword = clientPasswordProblem(password);
    setEmailError(badEmail);
    setPasswordError(badPassword);
    if (badEmail || badPassword) {
      trackUserErrors(dataLayer, step, {
        email: emailCode ?? undefined,
        password: badPassword ? 'INVALID' : undefined,
      });
      setFocusError((count) => count + 1);
      return;
    }
    void run(async () => {
      const verdict = await checkout.validatePassword({ value: password, email: address }, QUIET);
      const problem = serverPasswordProblem(verdict);
      if (problem) {
        setPasswordError(problem);
        setFocusError((count) => count + 1);
        return;
      }
      const existing = await checkout.lookupCustomerEmail({ email: address }, QUIET);
      if (existing.streamingSubscriptions.length + existing.trialSubscriptions.length > 0) {
        dataLayer.push('existing-subscription-found', {
          count: existing.streamingSubscriptions.length + existing.trialSubscriptions.length,
        });
        setFound(existing);
        return;
      }
      await continueWith(address, undefined);
    });
  };

  /**
   * Following a trial changes an existing subscription, which only its account's holder may do:
   * the email lookup identified the account on the care session, so the customer proves it is
   * theirs with last name, phone and zip (flows §2.1 step 3b), and the order then follows the
   * trial by its subscription id (the server refuses anyone who has not).
   */
  const subscribeTrial = (subscriptionId: string) => {
    setVerifying(
      found?.trialSubscriptions.find((trial) => trial.subscriptionId === subscriptionId),
    );
  };

  const closeFound = () => {
    setFound(undefined);
    setVerifying(undefined);
  };

  const followVerifiedTrial = (subscriptionId: string) => {
    closeFound();
    void run(() => continueWith(email.trim(), subscriptionId));
  };

  const message = (problem: Problem | undefined) =>
    problem ? t(problem.id, problem.values) : undefined;

  return (
    <Card>
      <Stepper current={1} total={3} label={t('ui.stepper.label', { current: 1, total: 3 })} />
      {switching ? <OfferSwitchNotice message={t('checkout.offer.newSubscribersOnly')} /> : null}
      <StepHeading>{t('checkout.creds.title')}</StepHeading>
      {offer ? <PlanRecapCard offer={offer} /> : null}
      <p className={styles.lead}>{t('checkout.creds.lead')}</p>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('checkout.creds.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          value={email}
          error={message(emailError)}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        <TextField
          label={t('checkout.creds.password')}
          hint={t('checkout.creds.passwordRules', {
            specials: PASSWORD_SPECIALS.split('').join(' '),
          })}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={64}
          value={password}
          error={message(passwordError)}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
          onBlur={() => void checkPasswordOnBlur()}
        />
        <p className={styles.fine}>{t('checkout.creds.privacy')}</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('checkout.working') : t('checkout.continue')}
          </Button>
        </div>
      </form>
      <ExistingSubscriptionDialog
        found={found}
        listenUrl={config.smartLinks.playerApp}
        onSubscribeTrial={subscribeTrial}
        busy={busy}
        onClose={closeFound}
        verification={
          verifying ? (
            <Suspense fallback={<p role="status">{t('checkout.working')}</p>}>
              <TrialVerification
                planName={verifying.planName}
                step={step}
                onVerified={() => followVerifiedTrial(verifying.subscriptionId)}
                onBack={() => setVerifying(undefined)}
              />
            </Suspense>
          ) : undefined
        }
      />
    </Card>
  );
}
