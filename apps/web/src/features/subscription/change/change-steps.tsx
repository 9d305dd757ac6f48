import {
  type CareChangeOffersRequest,
  type CareChangeOffersResult,
  type ChangeOffer,
  formatMoney,
  type Locale,
} from '@orbit/domain';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { newCardValuesFor } from '../../billing/index.ts';
import { type StepSectionContent, StepSections } from '../../checkout/flow-kit/index.ts';
import { checkoutCatalog } from '../../checkout/index.ts';
import styles from './change.module.css';
import { trackChangeStarted } from './change-analytics.ts';
import type { ChangeEntryOutcome } from './change-entry.ts';
import { ChangeOffersProblem } from './change-offers-problem.tsx';
import { type ChangePackage, changePackagesOf, termsToPick } from './change-packages.ts';
import {
  CHANGE_STEPS_ON_DEMAND,
  changePaymentStep,
  changeReviewStep,
  changeThanksStep,
} from './change-steps-on-demand.ts';
import { CHANGE_STEPS, type ChangeStep } from './change-store.ts';
import { paymentChosenOf } from './payment-chosen.ts';
import { PlanStep } from './steps/plan-step.tsx';
import { TermStep } from './steps/term-step.tsx';
import { VehicleStep } from './steps/vehicle-step.tsx';
import { useChangeCheckout } from './use-change-checkout.ts';
import { usePriceChange } from './use-price-change.ts';

export interface ChangeStepsProps {
  entry: Extract<ChangeEntryOutcome, { kind: 'ready' }>;
  task: string | undefined;
  changeTermOnly: boolean;
  /**
   * The plans this page offers of those the subscription may move to (the upgrade pages: the
   * packages above the current one); all of them, and the vehicle-data plans, when absent.
   */
  offered?: ((offer: ChangeOffer) => boolean) | undefined;
  /** The analytics flow name of the page (`changesubscription` when absent). */
  flowName?: string | undefined;
  /**
   * A plan the page was opened for (change-to's `plancode`): its package and term come chosen,
   * the term step open for the customer to confirm. Ignored when the offers do not hold it.
   */
  preselectedPlanCode?: string | undefined;
}

const THANKS = '/thanks';

/**
 * The change pages' accordion (flows §5.1): pick your plan (not on change-term), your billing
 * term, the optional vehicle-data plan, payment, review; then thanks, at `…/thanks`. The store
 * starts again on every entry, so a new visit never shows an earlier order.
 */
export function ChangeSteps(props: ChangeStepsProps) {
  // The accordion's sections, its review and its thanks speak the checkout's words (ADR 124).
  return (
    <CatalogLayer catalog={checkoutCatalog}>
      <OpenedSteps {...props} />
    </CatalogLayer>
  );
}

function OpenedSteps({
  entry,
  task,
  changeTermOnly,
  offered,
  flowName,
  preselectedPlanCode,
}: ChangeStepsProps) {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const { account, subscription } = entry;
  const checkout = useChangeCheckout();
  const { store } = checkout;
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store starts once per entry.
  useEffect(() => {
    const province =
      account.country === 'CA' ? account.serviceAddress?.state || undefined : undefined;
    const changeOffersAsked: CareChangeOffersRequest = {
      subscriptionId: subscription.id,
      ...(subscription.serviceType === 'streaming' ? { streaming: true } : {}),
      ...(province ? { province } : {}),
      ...(task ? { task } : {}),
      ...(changeTermOnly ? { changeTermOnly: true } : {}),
      locale,
    };
    store.restart({
      subscriptionId: subscription.id,
      changeOffersAsked,
      packageId: changeTermOnly ? subscription.packageId : undefined,
      open: changeTermOnly ? 'term' : 'plan',
    });
    trackChangeStarted(services.dataLayer, subscription, changeTermOnly);
    setStarted(true);
  }, [entry]);
  if (!started) return null;
  return (
    <StartedChange
      entry={entry}
      changeTermOnly={changeTermOnly}
      offered={offered}
      flowName={flowName}
      preselectedPlanCode={preselectedPlanCode}
    />
  );
}

/** The package holding the plan the page was opened for, when the offers hold it. */
function preselectedPackageOf(
  offers: CareChangeOffersResult | undefined,
  planCode: string | undefined,
): ChangePackage | undefined {
  if (!offers || !planCode) return undefined;
  const chosen = changePackagesOf(offers).find((item) =>
    termsToPick(item, offers.currentPlan.planCode).some((term) => term.planCode === planCode),
  );
  return chosen;
}

function StartedChange({
  entry,
  changeTermOnly,
  offered,
  flowName = 'changesubscription',
  preselectedPlanCode,
}: Omit<ChangeStepsProps, 'task'>) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const location = useLocation();
  const { titleKey } = useRouteHandle();
  const { account, subscription } = entry;
  const checkout = useChangeCheckout();
  const { state, store, offersError, offer, quote, placed } = checkout;
  const offers =
    checkout.offers && offered
      ? {
          ...checkout.offers,
          offers: checkout.offers.offers.filter(offered),
          infotainmentOffers: [],
        }
      : checkout.offers;
  const formatDay = useFormatDay();
  const priceChange = usePriceChange(account, subscription.id);
  const onThanks = location.pathname.endsWith(THANKS);
  const basePath = onThanks ? location.pathname.slice(0, -THANKS.length) : location.pathname;
  usePageLoadingWhile(services.pageLoading, !offers && !offersError && !placed);
  usePreloadedSteps(CHANGE_STEPS_ON_DEMAND);
  useEffect(() => {
    trackPageLoaded(services.dataLayer, {
      flowName,
      componentName: placed ? 'thanks' : state.open,
    });
  }, [services.dataLayer, placed, state.open, flowName]);

  const preselected = preselectedPackageOf(offers, preselectedPlanCode);
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen once, when the offers arrive.
  useEffect(() => {
    if (!preselected || changeTermOnly) return;
    store.update({
      packageId: preselected.packageId,
      selectedPlanCode: preselectedPlanCode,
      open: 'term',
      quoteAsked: undefined,
    });
  }, [preselected?.packageId]);

  if (placed) {
    if (!onThanks) return <Navigate to={`${basePath}${THANKS}${location.search}`} replace />;
    return (
      <OnDemandStep step={changeThanksStep} placed={placed} oldSubscriptionId={subscription.id} />
    );
  }
  if (onThanks) return <Navigate to={`${basePath}${location.search}`} replace />;

  const title = t(titleKey ?? 'route.changeSubscription.title');
  if (!offers) {
    if (!offersError) return null;
    return (
      <Card>
        <h1 className={styles.title}>{title}</h1>
        <ChangeOffersProblem error={offersError} />
      </Card>
    );
  }
  const packages = changePackagesOf(offers);
  const chosenPackage = packages.find((item) => item.packageId === state.packageId);
  const shown: ChangeStep[] = CHANGE_STEPS.filter(
    (step) =>
      !(step === 'plan' && changeTermOnly) &&
      !(step === 'vehicle' && offers.infotainmentOffers.length === 0),
  );
  const next = (step: ChangeStep): ChangeStep => shown[shown.indexOf(step) + 1] ?? 'review';
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  const vehicleOffer = offers.infotainmentOffers.find(
    (item) => item.planCode === state.vehiclePlanCode,
  );
  const current = offers.currentPlan;

  const sections: Record<ChangeStep, StepSectionContent> = {
    plan: {
      title: t('subscription.change.plan.title'),
      chosen: chosenPackage?.packageName,
      body: () => (
        <PlanStep
          packages={packages}
          packageId={state.packageId}
          onPicked={(packageId) =>
            store.update({
              packageId,
              open: next('plan'),
              quoteAsked: undefined,
              ...(packageId === state.packageId ? {} : { selectedPlanCode: undefined }),
            })
          }
        />
      ),
    },
    term: {
      title: t('subscription.change.term.title'),
      chosen: offer
        ? t('subscription.change.term.chosen', {
            months: offer.renewalTermMonths,
            price: money(offer.price),
          })
        : undefined,
      body: () => (
        <TermStep
          terms={chosenPackage ? termsToPick(chosenPackage, current.planCode) : []}
          planCode={state.selectedPlanCode}
          onPicked={(planCode) =>
            store.update({ selectedPlanCode: planCode, open: next('term'), quoteAsked: undefined })
          }
        />
      ),
    },
    vehicle: {
      title: t('subscription.change.vehicle.title'),
      chosen: vehicleOffer?.packageName ?? t('subscription.change.vehicle.none'),
      body: () => (
        <VehicleStep
          offers={offers.infotainmentOffers}
          planCode={state.vehiclePlanCode}
          onPicked={(vehiclePlanCode) =>
            store.update({ vehiclePlanCode, open: next('vehicle'), quoteAsked: undefined })
          }
        />
      ),
    },
    payment: {
      title: t('subscription.change.payment.title'),
      chosen: paymentChosenOf(t, state),
      body: () => (
        <OnDemandStep
          step={changePaymentStep}
          country={services.config.country}
          cardOnFile={
            account.access === 'owner' && account.paymentMethod?.status !== 'expired'
              ? (account.paymentMethod ?? undefined)
              : undefined
          }
          initialCard={newCardValuesFor(account)}
          initialGiftCard={state.giftCard}
          problem={state.bounce === 'card' ? 'subscription.change.error.cardRefused' : undefined}
          giftCardProblem={state.bounce === 'giftCard' ? state.giftCardRefusal : undefined}
          onPaid={(payment, giftCard) => priceChange.price(payment, giftCard, offer)}
        />
      ),
    },
    review: {
      title: t('subscription.change.review.title'),
      body: () =>
        offer && quote ? (
          <OnDemandStep
            step={changeReviewStep}
            account={account}
            subscriptionId={subscription.id}
            offer={offer}
            quote={quote}
            thanksUrl={`${basePath}${THANKS}${location.search}`}
            requote={() => priceChange.again()}
          />
        ) : (
          <p>{t('subscription.change.review.pending')}</p>
        ),
    },
  };

  return (
    <div className={styles.steps}>
      <Card>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {t('subscription.change.current', {
            packageName: current.packageName,
            months: current.termMonths,
            price: money(current.price),
            date: formatDay(current.currentTermEndsOn),
          })}
        </p>
        {current.isCancelledAtEndOfCurrentTerm ? (
          <Alert tone="info">
            {t('subscription.change.pendingCancellation', {
              date: formatDay(current.currentTermEndsOn),
            })}
          </Alert>
        ) : null}
      </Card>
      <StepSections
        steps={shown}
        open={state.open}
        sections={sections}
        onEdit={(step) => store.update({ open: step, bounce: undefined })}
      />
    </div>
  );
}
