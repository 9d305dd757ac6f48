import type { CareVipDevice, CareVipQuoteRequest } from '@orbit/domain';
import { vipCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import type { Failure } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import {
  isCardRefusal,
  reportHandledError,
  type StepSectionContent,
  StepSections,
} from '../../checkout/flow-kit/index.ts';
import { loginPath } from '../cancel/cancel-entry.ts';
import { linkVerification } from '../link-verification/link-verification-on-demand.ts';
import { SecondDeviceStep } from './second-device-step.tsx';
import styles from './upgrade-vip.module.css';
import { useVipOrder } from './use-vip-order.ts';
import { trackVipStarted } from './vip-analytics.ts';
import { useVipDeviceName } from './vip-device-name.ts';
import { PAIR_PAGES, SECOND_RADIO_PAGES, type VipPage, vipPathOf } from './vip-link.ts';
import { placedVipQuery, type VipOpening, vipQuoteQuery } from './vip-queries.ts';
import {
  VIP_STEPS_ON_DEMAND,
  vipPaymentStep,
  vipReviewStep,
  vipThanksStep,
} from './vip-steps-on-demand.ts';
import { VIP_STEPS, type VipBounce, type VipStep, vipStoreFor } from './vip-store.ts';

const BOUNCES: Record<VipBounce, string> = {
  card: 'vip.error.cardRefused',
  device: 'vip.error.device',
  unexpected: 'vip.error.unexpected',
};

/**
 * The VIP page of one link: the store starts again on every entry (a new visit never shows an
 * earlier order), then the steps, "upgrading devices" while the order runs, and thanks.
 */
export interface VipStartedProps {
  /** Whose VIP this is and what they may have, as the link or the lookup found it. */
  opening: VipOpening;
  page: VipPage;
}

export function VipStarted({ opening, page }: VipStartedProps) {
  const services = useAppServices();
  const store = vipStoreFor(services);
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store starts once per entry.
  useEffect(() => {
    if (store.get().entry !== opening.key) {
      store.restart({ entry: opening.key });
      trackVipStarted(services.dataLayer, opening.eligibility);
    }
    setStarted(true);
  }, [opening]);
  if (!started) return null;
  return <VipSteps opening={opening} page={page} />;
}

function VipSteps({ opening, page }: { opening: VipOpening; page: VipPage }) {
  const t = useT();
  const services = useAppServices();
  const { search } = useLocation();
  const store = vipStoreFor(services);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const calls = useCareCalls(vipCalls);
  const name = useVipDeviceName();
  const { eligibility, programCode } = opening;
  const first = eligibility.firstDevice;
  const quoteAsked: CareVipQuoteRequest | undefined = state.second
    ? {
        programCode: programCode,
        firstDevice: first.device,
        secondDevice: state.second.device,
      }
    : undefined;
  const quote = useQuery(vipQuoteQuery(calls, quoteAsked));
  const placed = useQuery(placedVipQuery(state.placedAs)).data;
  const [quoting, setQuoting] = useState(false);
  const [secondProblem, setSecondProblem] = useState<string>();
  /** A lookup's account is not proven yet: the quote answered VERIFICATION_REQUIRED for this device. */
  const [verifying, setVerifying] = useState<CareVipDevice>();
  const onRefused = (failure: Failure) => {
    if (isCardRefusal(failure.code, failure.messageKey)) {
      store.newAttempt({ open: 'payment', bounce: 'card', card: undefined });
    } else if (failure.code === 'INELIGIBLE_FOR_OFFER' || failure.code === 'DEVICE_NOT_FOUND') {
      setSecondProblem(BOUNCES.device);
      store.newAttempt({ open: 'second', bounce: 'device', second: undefined });
    } else store.newAttempt({ open: 'review', bounce: 'unexpected' });
  };
  // A first device already on VIP alone only takes its second: `add-second-radio` (flows §4.5).
  const addingSecond = first.action === 'alreadyVip';
  const pages = addingSecond ? SECOND_RADIO_PAGES : PAIR_PAGES;
  const order = useVipOrder(store, search, onRefused, pages);
  usePreloadedSteps(VIP_STEPS_ON_DEMAND);
  useEffect(() => {
    trackPageLoaded(services.dataLayer, {
      flowName: 'upgrade-vip',
      componentName: page === '' ? state.open : page,
    });
  }, [services.dataLayer, page, state.open]);
  const placeOrder = () => {
    const { second, card } = store.get();
    if (!second || !card) return;
    order.place({
      programCode: programCode,
      first: first.device,
      second: second.device,
      card,
    });
  };

  if (page === 'upgrading-devices') {
    if (!order.busy)
      return <Navigate to={`${vipPathOf(placed ? pages.thanks : pages.start)}${search}`} replace />;
    return <UpgradingDevices />;
  }
  if (page === 'thanks' || page === 'add-second-radio/thanks') {
    if (!placed || page !== pages.thanks) {
      return <Navigate to={`${vipPathOf(placed ? pages.thanks : pages.start)}${search}`} replace />;
    }
    return (
      <OnDemandStep
        step={vipThanksStep}
        addedSecond={addingSecond}
        result={placed}
        retrying={order.busy}
        onRetry={() => {
          // The primary stands: the same devices again, a new attempt (ADR 044).
          store.newAttempt({ bounce: undefined });
          placeOrder();
        }}
      />
    );
  }

  if ((page === '' || page === 'add-second-radio') && page !== pages.start) {
    return <Navigate to={`${vipPathOf(pages.start)}${search}`} replace />;
  }
  const firstRefusal = eligibility.firstDeviceErrors[0]?.errorCode;
  const chooseSecond = async (device: CareVipDevice) => {
    setQuoting(true);
    setSecondProblem(undefined);
    const asked = {
      programCode: programCode,
      firstDevice: first.device,
      secondDevice: device.device,
    };
    try {
      await appQueryClientOf(services).fetchQuery({ ...vipQuoteQuery(calls, asked), staleTime: 0 });
      store.update({ second: device, open: state.card ? 'review' : 'payment', bounce: undefined });
    } catch (error) {
      const failure = reportHandledError(services, error, 'vip quote');
      if (failure.code === 'VERIFICATION_REQUIRED') return setVerifying(device);
      setSecondProblem(
        failure.code === 'INELIGIBLE_FOR_OFFER' ? BOUNCES.device : BOUNCES.unexpected,
      );
    } finally {
      setQuoting(false);
    }
  };
  if (verifying) {
    return (
      <OnDemandStep
        step={linkVerification}
        title={t('vip.hero.title')}
        signInTo={loginPath({ pathname: vipPathOf('flepz'), search })}
        onVerified={() => {
          setVerifying(undefined);
          void chooseSecond(verifying);
        }}
      />
    );
  }
  const sections: Record<VipStep, StepSectionContent> = {
    second: {
      title: t('vip.step.second'),
      chosen: state.second ? name(state.second) : undefined,
      body: () => (
        <SecondDeviceStep
          devices={eligibility.secondDevices}
          chosen={state.second}
          busy={quoting}
          problem={secondProblem}
          onChosen={(device) => void chooseSecond(device)}
        />
      ),
    },
    payment: {
      title: t('vip.step.payment'),
      chosen: state.card
        ? t('vip.payment.chosen', {
            last4: state.card.kind === 'card' ? state.card.token.last4 : state.card.last4,
          })
        : undefined,
      body: () => (
        <OnDemandStep
          step={vipPaymentStep}
          bounce={state.bounce}
          payer={state.payer}
          onPaid={(card, payer) => store.update({ card, payer, open: 'review', bounce: undefined })}
        />
      ),
    },
    review: {
      title: t('vip.step.review'),
      body: () =>
        quote.data && state.second ? (
          <OnDemandStep
            step={vipReviewStep}
            quote={quote.data}
            deviceNames={{ first: name(first), second: name(state.second) }}
            order={order}
            problem={state.bounce === 'unexpected' ? BOUNCES.unexpected : undefined}
            onPlaceOrder={placeOrder}
          />
        ) : null,
    },
  };

  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.title}>{t(addingSecond ? 'vip.second.title' : 'vip.hero.title')}</h1>
        <p className={styles.lead}>
          {addingSecond ? t('vip.second.lead', { first: name(first) }) : t('vip.hero.lead')}
        </p>
        <p>
          {opening.firstName ? t('vip.hero.greeting', { firstName: opening.firstName }) : null}{' '}
          {addingSecond
            ? null
            : t('vip.hero.first', { first: name(first), plan: first.planName ?? '' })}
        </p>
      </Card>
      {firstRefusal ? (
        <Card>
          <p role="alert">{t(`vip.refusal.first.${firstRefusal}`)}</p>
          {firstRefusal === 'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS' ? (
            // Already VIP on two devices: the way on is another VIP plan (ADR 053).
            <div className={styles.actions}>
              <Link to={vipPathOf('update')} className={buttonClassName()}>
                {t('vip.refusal.first.update')}
              </Link>
            </div>
          ) : null}
        </Card>
      ) : (
        <StepSections
          steps={VIP_STEPS}
          open={state.open}
          sections={sections}
          onEdit={(step) => store.update({ open: step, bounce: undefined })}
        />
      )}
    </div>
  );
}

/** While the order runs (flows §4.5 `upgrading-devices`): the page loader, and words for it. */
function UpgradingDevices() {
  const t = useT();
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('vip.upgrading.title')}</h1>
      <p role="status">{t('vip.upgrading.body')}</p>
    </Card>
  );
}
