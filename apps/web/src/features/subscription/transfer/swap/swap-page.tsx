import type { CareAcscResult } from '@orbit/domain';
import { transferCalls } from '@orbit/sdk';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { failureMessageId } from '../../../../shared/errors/index.ts';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { OnDemandStep } from '../../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { Alert, Card } from '../../../../shared/ui/index.ts';
import { reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { SignInPage } from '../../../identity/index.ts';
import { linkVerification } from '../../link-verification/link-verification-on-demand.ts';
import { RadioIdForm, type RadioRefusal } from '../radio-id-form.tsx';
import { radioNameOf } from '../radio-name.ts';
import styles from '../transfer.module.css';
import { trackTransferFailed, trackTransferPage } from '../transfer-analytics.ts';
import { transferPathOf, withoutToken } from '../transfer-paths.ts';
import { forgetAcscEntries } from '../transfer-queries.ts';
import { useAcscEntry } from '../use-transfer.ts';
import { WaysIn } from '../ways-in.tsx';
import type { SwapBounce } from './swap-store.ts';
import { useSwap } from './use-swap.ts';

/** The swap quote's refusals of the new radio, said under its field. */
const NEW_RADIO_REFUSALS: Readonly<Record<string, RadioRefusal>> = {
  DEVICE_NOT_FOUND: 'NOT_FOUND',
  NEW_RADIO_IN_USE: 'IN_USE',
  NEW_RADIO_NOT_ELIGIBLE: 'NOT_ELIGIBLE',
};

const BOUNCES: Record<SwapBounce, string> = {
  changed: 'transfer.error.changed',
  newRadio: 'transfer.swap.newRadioRefused',
  unexpected: 'transfer.error.unexpected',
};

/**
 * `swap` (flows §8.1): replace a lost or broken radio. The door asks `account/acsc` with
 * `swapFlow` (the link's token first, else the care session's account or its signed-in owner —
 * nobody: the identity's sign-in on the page, coming back here); the customer chooses the radio
 * to replace among those that may be, types the new radio's id, and `quotes/swap-radio-quote`
 * prices the swap before the checkout shows it.
 */
export function SwapPage() {
  const t = useT();
  const services = useAppServices();
  const { pathname, search } = useLocation();
  const { entry } = useAcscEntry(true);
  const kind = entry?.kind === 'answered' ? entry.answer.identificationResult : entry?.kind;
  useEffect(() => {
    if (kind) trackTransferPage(services.dataLayer, `swap.${kind}`);
  }, [kind, services.dataLayer]);
  if (!entry) return null;
  switch (entry.kind) {
    case 'networkError':
      return <Navigate to={transferPathOf('error', search)} replace />;
    case 'signIn':
      return (
        <div className={styles.page}>
          <Alert tone="info">{t('transfer.swap.signInFirst')}</Alert>
          <SignInPage returnTo={`${pathname}${search}`} />
        </div>
      );
    case 'verify':
      return (
        <OnDemandStep
          step={linkVerification}
          title={t('transfer.swap.title')}
          signInTo={`${pathname}${search}`}
          onVerified={() => forgetAcscEntries(services)}
        />
      );
    case 'answered':
      if (entry.answer.identificationResult === 'INVALID_ACSC_TOKEN') {
        return <WaysIn problem="invalidLink" search={withoutToken(search)} />;
      }
      return <SwapChoice answer={entry.answer} />;
  }
}

function SwapChoice({ answer }: { answer: CareAcscResult }) {
  const t = useT();
  const services = useAppServices();
  const formatDay = useFormatDay();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { state, store } = useSwap();
  const phone = services.config.care.phone;
  const replaceable = answer.selfPayRadios.filter((radio) => radio.canReplaceRadio);
  const linked = answer.selfPayRadios.find(
    (radio) => radio.subscriptionId === answer.selectedSubscriptionId,
  );
  const [oldRadioId, setOldRadioId] = useState<string | undefined>(
    state.oldRadioId ??
      (linked?.canReplaceRadio
        ? linked.radioId
        : replaceable.length === 1
          ? replaceable[0]?.radioId
          : undefined),
  );
  const [problem, setProblem] = useState<string | undefined>(
    typeof state.bounce === 'string' ? BOUNCES[state.bounce as SwapBounce] : undefined,
  );
  const [refusal, setRefusal] = useState<RadioRefusal>();
  const [busy, setBusy] = useState(false);

  if (replaceable.length === 0) {
    return (
      <Card className={styles.page}>
        <h1 className={styles.title}>{t('transfer.swap.title')}</h1>
        <Alert tone="info">{t('transfer.swap.none', { phone })}</Alert>
      </Card>
    );
  }

  const price = async (newRadioId: string) => {
    if (!oldRadioId) {
      setProblem('transfer.swap.chooseOld');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    setRefusal(undefined);
    try {
      const swapQuote = await careCallsFor(services.careRequester, transferCalls).swapRadioQuote(
        { selfPayRadioId: oldRadioId, newRadioId },
        { skipGlobalHandler: true },
      );
      store.restart({ oldRadioId, newRadioId, swapQuote });
      navigate(transferPathOf('swapCheckout', search));
    } catch (error) {
      const failure = reportHandledError(services, error, 'swap quote');
      if (failure.kind === 'sessionTimedOut') return;
      trackTransferFailed(services.dataLayer, 'service continuity failure', failure.code);
      const blamed =
        NEW_RADIO_REFUSALS[failure.code] ??
        (failure.fieldErrors.some((field) => field.fieldName === 'newRadioId')
          ? 'NOT_FOUND'
          : undefined);
      if (blamed) setRefusal(blamed);
      else if (failure.code === 'SUBSCRIPTION_NOT_TRANSFERABLE')
        setProblem('transfer.error.notTransferable');
      else setProblem(failureMessageId(failure, 'transfer.error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('transfer.swap.title')}</h1>
      <p className={styles.lead}>{t('transfer.swap.lead')}</p>
      {problem ? <Alert tone="error">{t(problem, { phone })}</Alert> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('transfer.swap.oldLegend')}</legend>
        {replaceable.map((radio) => (
          <label key={radio.radioId} className={styles.choice}>
            <input
              type="radio"
              name="swap-old-radio"
              value={radio.radioId}
              checked={oldRadioId === radio.radioId}
              onChange={() => {
                setOldRadioId(radio.radioId);
                setProblem(undefined);
              }}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{radioNameOf(radio, t)}</span>
              <span className={styles.choiceDetail}>
                {t('transfer.swap.oldDetail', {
                  plan: radio.planName,
                  date: formatDay(radio.paidThrough),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <RadioIdForm
        label={t('transfer.swap.newRadioId')}
        hint={t('transfer.radioId.hint')}
        submitLabel={t(busy ? 'transfer.pricing' : 'transfer.continue')}
        busy={busy}
        refusal={refusal}
        onRadioId={(newRadioId) => void price(newRadioId)}
      />
    </Card>
  );
}
