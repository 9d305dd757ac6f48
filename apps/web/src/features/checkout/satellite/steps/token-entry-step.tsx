import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button, TextField } from '../../../../shared/ui/index.ts';
import { FindYourRadio } from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackUserErrors } from '../../streaming-organic/flow-analytics.ts';
import { identifyByToken } from '../entry/identify-by-link.ts';
import { SATELLITE_STEPS } from '../flow/satellite-flows.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';

/** Why the targeted link could not identify the radio, as the entry found it. */
export interface TokenEntryState {
  problem?: 'invalid' | 'missing';
}

type Problem = 'invalid' | 'missing' | 'refused' | 'failed' | 'required';

/**
 * `enter-code` — the targeted checkout's way in when the link's token is missing, expired or
 * refused: "Enter the code from your email" (`POST /services/identification/token`), or find the
 * radio instead. Never a dead end.
 */
export function TokenEntryStep() {
  const t = useT();
  const services = useAppServices();
  const location = useLocation();
  const entry = (location.state ?? {}) as TokenEntryState;
  const { continuing, failed, continueWith, showActiveSubscription } = useContinueWithRadio();
  useSatelliteStepAnalytics('tokenEntry');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(entry.problem);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || continuing) return;
    const token = code.trim();
    if (!token) {
      setProblem('required');
      trackUserErrors(services.dataLayer, SATELLITE_STEPS.tokenEntry, { code: 'REQUIRED' });
      return;
    }
    setBusy(true);
    setProblem(undefined);
    const outcome = await identifyByToken(services, { token, tokenType: 'SALES_AUDIO' }).finally(
      () => setBusy(false),
    );
    if (outcome.kind === 'identified') await continueWith(outcome.radio, outcome.programCode);
    else if (outcome.kind === 'active') showActiveSubscription(outcome.radio);
    else if (outcome.kind === 'refused' || outcome.kind === 'failed') setProblem(outcome.kind);
  };

  const fieldError = problem === 'required' ? t('satellite.token.required') : undefined;
  const alert = problem && problem !== 'required' ? problem : failed ? 'failed' : undefined;
  return (
    <StepCard step="tokenEntry">
      <StepHeading>{t('satellite.token.title')}</StepHeading>
      <p className={styles.lead}>{t('satellite.token.lead')}</p>
      {alert ? (
        <Alert tone={alert === 'missing' ? 'info' : 'error'}>
          {t(`satellite.token.problem.${alert}`)}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('satellite.token.code')}
          hint={t('satellite.token.codeHint')}
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          maxLength={1000}
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.target.value);
            if (problem === 'required') setProblem(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={busy || continuing}
            aria-busy={busy || continuing || undefined}
          >
            {busy || continuing ? t('checkout.working') : t('checkout.continue')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="token-entry-find-radio">
        <h2 id="token-entry-find-radio" className={styles.subhead}>
          {t('satellite.token.orFindRadio')}
        </h2>
        <FindYourRadio
          continuing={continuing}
          analyticsName="tokenentrystep"
          onContinue={(radio) => void continueWith(radio)}
          onActiveSubscription={showActiveSubscription}
        />
      </section>
    </StepCard>
  );
}
