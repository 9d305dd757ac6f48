import {
  type CareCustomerEmailResult,
  emailForLookupSchema,
  FIELD_ERROR_CODES,
  type Locale,
  PASSWORD_SPECIALS,
  rulesCountryForLocale,
} from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { lazy, Suspense, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { failureOf } from '../../../../shared/errors/index.ts';
import { useEntryForm } from '../../../../shared/forms/index.ts';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card, Stepper, TextField } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { existingSubscriptionDialog } from '../../components/existing-subscription/dialog-on-demand.ts';
import { fieldErrorMessageId } from '../../components/field-errors.ts';
import { OfferSwitchNotice } from '../../components/offer-switch-notice.tsx';
import { PlanRecapCard } from '../../components/plan-recap-card.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { askOffers } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { trackCustomer, trackUserErrors } from '../flow-analytics.ts';
import { STEPS, type StepInfo } from '../flow-steps.ts';
import { streamingOffersAsked } from '../offers.ts';
import { newPasswordSchema, serverPasswordProblem } from '../password-problems.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
import { reselect } from '../switch-offers.ts';
import { useFlowNavigation } from '../use-flow-navigation.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';
import { OFFER_SWITCH_NOTICE_MS, useWait } from '../use-wait.ts';
import { type Credentials, useNewPasswordCheck } from './use-new-password-check.ts';

const QUIET = { skipGlobalHandler: true } as const;
const EXISTING_SUBSCRIPTION = [existingSubscriptionDialog];

// Only a customer who chooses Subscribe on a trial needs the LPZ form and its messages.
const TrialVerification = lazy(() => import('./trial-verification.tsx'));

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
  const { state, store, offer } = useStreamingCheckout();
  const goTo = useFlowNavigation();
  const wait = useWait();
  useStepAnalytics(step);
  // While the visitor types, so a found subscription shows without a wait.
  usePreloadedSteps(EXISTING_SUBSCRIPTION);

  const bounce = state.bounce?.step === 'creds' ? state.bounce.error : undefined;
  // The email's INVALID that its code cannot tell apart: already used as a username.
  const [emailInUse, setEmailInUse] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [following, setFollowing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [found, setFound] = useState<CareCustomerEmailResult>();
  /**
   * The dialog stays mounted once it has opened, so it closes as a dialog does. Not before: its
   * code arrives while the visitor types (preloaded above), its words after it, and a closed
   * dialog rendered in between waited for them behind the full-page loader, the form inert under
   * it, swallowing what was typed.
   */
  const [dialogOpened, setDialogOpened] = useState(false);
  const humanCheck = useAskedHumanCheck();
  /** The trial whose account the customer is proving is theirs (LPZ), in the dialog. */
  const [verifying, setVerifying] =
    useState<CareCustomerEmailResult['trialSubscriptions'][number]>();
  const schema = useMemo(
    () =>
      z.object({
        email: emailForLookupSchema(rulesCountryForLocale(locale)),
        password: newPasswordSchema,
      }),
    [locale],
  );

  /** Steps c and d: username and email free, then the customer's offers, then payment. */
  const continueWith = async (credentials: Credentials, subscriptionId: string | undefined) => {
    const address = credentials.email;
    if (!subscriptionId) {
      const info = await checkout.validateCustomerInfo(
        {
          email: { email: address, streaming: true },
          username: { userName: address, reuseUserName: true },
        },
        QUIET,
      );
      if (info.usernameValidation?.valid === false || info.emailValidation?.valid === false) {
        setEmailInUse(info.usernameValidation?.valid === false);
        entry.showCodes({ email: FIELD_ERROR_CODES.INVALID });
        return;
      }
    }
    const current = store.get();
    const offersAsked = streamingOffersAsked({
      programCode: current.programCode,
      promoCode: current.promoCode,
      locale,
      email: address,
      subscriptionId,
      student: current.studentVerificationId !== undefined,
    });
    let offers: Awaited<ReturnType<typeof askOffers>>;
    try {
      offers = await askOffers(services, offersAsked, humanCheck.takeProof());
    } catch (error) {
      // Past the hour's offers of this email (anyone may have asked): a check, and Continue again.
      if (await humanCheck.askedBy(failureOf(error))) return;
      throw error;
    }
    const next = reselect(offers, current.selectedPlanCode);
    if (next.offer?.fallbackReason && !offer?.fallbackReason) {
      // The offer asked for is for new subscribers: say so, then carry on with the other one.
      setSwitching(true);
      await wait(OFFER_SWITCH_NOTICE_MS);
      setSwitching(false);
    }
    store.update({
      credentials,
      subscriptionId,
      offersAsked,
      selectedPlanCode: next.planCode,
      fallbackNotice: next.offer?.fallbackReason ?? undefined,
      bounce: undefined,
    });
    dataLayer.update('customerInfo', { email: address });
    trackCustomer(dataLayer, {
      transactionId: current.transactionId,
      language: locale,
      student: current.studentVerificationId !== undefined,
    });
    goTo('paymentInterstitial');
  };

  const run = async (action: () => Promise<void>) => {
    setFormError(undefined);
    try {
      await action();
    } catch (error) {
      reportHandledError(services, error, 'credentials step');
      setFormError('checkout.error.system');
    }
  };

  /** Continue: the password, then existing subscriptions for the email, then steps c and d. */
  const checkAndContinue = async (credentials: Credentials) => {
    const verdict = await checkout.validatePassword(
      { value: credentials.password, email: credentials.email },
      QUIET,
    );
    const problem = serverPasswordProblem(verdict);
    if (problem) {
      password.refuse(problem);
      return;
    }
    const existing = await checkout.lookupCustomerEmail({ email: credentials.email }, QUIET);
    if (existing.streamingSubscriptions.length + existing.trialSubscriptions.length > 0) {
      dataLayer.push('existing-subscription-found', {
        count: existing.streamingSubscriptions.length + existing.trialSubscriptions.length,
      });
      setFound(existing);
      setDialogOpened(true);
      return;
    }
    await continueWith(credentials, undefined);
  };

  const entry = useEntryForm({
    schema,
    defaultValues: {
      email: state.credentials?.email ?? prefilledEmail ?? state.prefilledEmail ?? '',
      password: bounce ? '' : (state.credentials?.password ?? ''),
    },
    busy: following,
    onSubmit: (credentials) => run(() => checkAndContinue(credentials)),
    onInvalid: (codes) => {
      setEmailInUse(false);
      password.forget();
      trackUserErrors(dataLayer, step, {
        email: codes.email,
        password: codes.password ? 'INVALID' : undefined,
      });
    },
  });
  const password = useNewPasswordCheck(entry, bounce);

  const redirect = useStreamingStepGuard(step === STEPS.creds ? 'creds' : 'autoProcessCreds');
  if (redirect) return redirect;

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
    const typed = entry.form.getValues();
    setFollowing(true);
    void run(() =>
      continueWith({ email: typed.email.trim(), password: typed.password }, subscriptionId),
    ).finally(() => setFollowing(false));
  };

  const emailCode = entry.codeOf('email');
  const emailError = emailCode
    ? t(emailInUse ? 'checkout.creds.emailInUse' : fieldErrorMessageId('email', emailCode))
    : undefined;
  const passwordError = password.problem
    ? t(password.problem.id, password.problem.values)
    : undefined;

  return (
    <Card>
      <Stepper current={1} total={3} label={t('ui.stepper.label', { current: 1, total: 3 })} />
      {switching ? <OfferSwitchNotice message={t('checkout.offer.newSubscribersOnly')} /> : null}
      <StepHeading>{t('checkout.creds.title')}</StepHeading>
      {offer ? <PlanRecapCard offer={offer} /> : null}
      <p className={styles.lead}>{t('checkout.creds.lead')}</p>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <AskedHumanCheckNotice
        humanCheck={humanCheck}
        title={t('checkout.creds.humanCheck.title')}
        reason={t('checkout.creds.humanCheck.body')}
        refused={t('checkout.creds.humanCheck.refused')}
      />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          label={t('checkout.creds.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          {...entry.field('email')}
          error={emailError}
        />
        <TextField
          label={t('checkout.creds.password')}
          hint={t('checkout.creds.passwordRules', {
            specials: PASSWORD_SPECIALS.split('').join(' '),
          })}
          type="password"
          autoComplete="new-password"
          required
          maxLength={64}
          {...entry.field('password')}
          onBlur={() => void password.checkOnBlur()}
          error={passwordError}
        />
        <p className={styles.fine}>{t('checkout.creds.privacy')}</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('checkout.working') : t('checkout.continue')}
          </Button>
        </div>
      </form>
      {dialogOpened ? (
        <OnDemandStep
          step={existingSubscriptionDialog}
          found={found}
          listenUrl={config.smartLinks.playerApp}
          onSubscribeTrial={subscribeTrial}
          busy={entry.busy}
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
      ) : null}
    </Card>
  );
}
