import type { AccountDevice } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button, buttonClassName } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { type AccountRadios, chooseAccountRadio } from '../flow/account-radios.ts';
import { useSatelliteFlow, useStepNavigation } from '../flow/flow-context.tsx';
import { CHANGE_TO_FLOW, satelliteStepUrl } from '../flow/satellite-flows.ts';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { accountRadiosQuery } from '../satellite-queries.ts';
import { RadioOffersHumanCheck } from './radio-offers-human-check.tsx';

/**
 * `device-select` (flows §4.7): the signed-in owner's radios to choose from, and "Add a different
 * radio" (find-your-radio) — or, in change-to (ADR 052), the radio whose plan changes and "Find
 * a different radio"; in the add-radio list, a radio with a paid plan running links to change-to. Anyone else — nobody signed in, an identified visitor, an owner with
 * no radio, or no answer — goes straight to find-your-radio, as before the list existed. The
 * account is asked afresh each time (never a cached list of another sign-in's radios).
 */
export function DeviceSelectStep() {
  const services = useAppServices();
  const { search } = useLocation();
  const flow = useSatelliteFlow();
  // The page asked as it opened (`DeviceSelectOnDemand`): its answer, not a second request.
  const radios = useQuery({ ...accountRadiosQuery(services), refetchOnMount: false });
  const pending = radios.isPending;
  usePageLoadingWhile(services.pageLoading, pending);

  const redirect = useSatelliteStepGuard('deviceSelect');
  if (redirect) return redirect;
  if (pending || radios.data?.kind === 'stopped') return null;
  if (radios.data?.kind !== 'radios') {
    return <Navigate to={satelliteStepUrl(flow, 'deviceLookup', search)} replace />;
  }
  return <AccountRadioList account={radios.data.account} />;
}

type Translate = ReturnType<typeof useT>;

/** What a radio is called in the list: its nickname, else its vehicle, else its kind. */
function deviceNameOf(device: AccountDevice, t: Translate): string {
  return (
    device.nickname ??
    device.vehicle?.yearMakeModel ??
    t(`satellite.deviceSelect.type.${device.type}`)
  );
}

function subscriptionOf(device: AccountDevice, account: AccountRadios) {
  return account.subscriptions.find((item) => item.id === device.subscriptionId);
}

/** A paid plan runs on the radio: one change-to can change (a trial's plan follows it instead). */
function hasRunningPlan(device: AccountDevice, account: AccountRadios): boolean {
  const subscription = subscriptionOf(device, account);
  return subscription?.isActive === true && !subscription.isTrial;
}

/** The radio's plan today, so the owner sees which radio needs one. */
function planLineOf(device: AccountDevice, account: AccountRadios, t: Translate): string {
  const subscription = subscriptionOf(device, account);
  if (!subscription?.isActive) return t('satellite.deviceSelect.noPlan');
  return t(
    subscription.isTrial ? 'satellite.deviceSelect.trial' : 'satellite.deviceSelect.active',
    {
      plan: subscription.planName,
    },
  );
}

function AccountRadioList({ account }: { account: AccountRadios }) {
  const t = useT();
  const services = useAppServices();
  const goTo = useStepNavigation();
  const changing = useSatelliteFlow().kind === 'changeTo';
  const {
    continuing,
    failed: offersFailed,
    humanCheck,
    continueWith,
    showActiveSubscription,
  } = useContinueWithRadio();
  const [choosing, setChoosing] = useState<string>();
  const [failed, setFailed] = useState(false);
  useSatelliteStepAnalytics('deviceSelect');
  const busy = choosing !== undefined || continuing;

  const choose = async (device: AccountDevice) => {
    if (busy) return;
    setChoosing(device.id);
    setFailed(false);
    const outcome = await chooseAccountRadio(services, {
      deviceId: device.id,
      accountNumber: account.accountNumber,
    });
    if (outcome.kind === 'chosen') {
      // A radio with a paid plan running has nothing to add: the page that says so.
      if (outcome.radio.hasActiveSubscription) showActiveSubscription(outcome.radio);
      else await continueWith(outcome.radio);
    } else if (outcome.kind === 'failed') {
      setFailed(true);
    }
    setChoosing(undefined);
  };

  return (
    <StepCard step="deviceSelect">
      <StepHeading>
        {t(changing ? 'satellite.changeTo.title' : 'satellite.deviceSelect.title')}
      </StepHeading>
      <p className={styles.lead}>
        {t(changing ? 'satellite.changeTo.lead' : 'satellite.deviceSelect.lead')}
      </p>
      {failed ? <Alert tone="error">{t('satellite.deviceSelect.failed')}</Alert> : null}
      {offersFailed ? <Alert tone="error">{t('satellite.lookup.offersFailed')}</Alert> : null}
      <RadioOffersHumanCheck humanCheck={humanCheck} />
      <ul
        className={[styles.list, styles.section].join(' ')}
        aria-label={t('satellite.deviceSelect.listLabel')}
      >
        {account.devices.map((device) => {
          const name = deviceNameOf(device, t);
          const mine = choosing === device.id;
          return (
            <li key={device.id} className={styles.listItem}>
              <p>
                <strong>{name}</strong>
                <br />
                {t('satellite.deviceSelect.radioId', { last4: device.radioIdLastFour })}
                <br />
                {planLineOf(device, account, t)}
              </p>
              <Button
                variant="secondary"
                disabled={busy}
                aria-busy={mine || undefined}
                aria-label={t('satellite.deviceSelect.chooseNamed', {
                  name,
                  last4: device.radioIdLastFour,
                })}
                onClick={() => void choose(device)}
              >
                {mine ? t('checkout.working') : t('satellite.deviceSelect.choose')}
              </Button>
              {!changing && hasRunningPlan(device, account) ? (
                <Link
                  to={satelliteStepUrl(CHANGE_TO_FLOW, 'deviceSelect')}
                  className={buttonClassName('quiet')}
                  aria-label={t('satellite.deviceSelect.changePlanNamed', {
                    name,
                    last4: device.radioIdLastFour,
                  })}
                >
                  {t('satellite.deviceSelect.changePlan')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => goTo('deviceLookup')}>
          {t(changing ? 'satellite.changeTo.other' : 'satellite.deviceSelect.other')}
        </Button>
      </div>
    </StepCard>
  );
}
