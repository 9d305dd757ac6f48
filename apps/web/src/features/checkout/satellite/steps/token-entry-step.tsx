import { FIELD_ERROR_CODES, fieldSchema } from '@orbit/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../../shared/forms/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button, TextField } from '../../../../shared/ui/index.ts';
import { FindYourRadio } from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import { trackUserErrors } from '../../streaming-organic/flow-analytics.ts';
import { identifyByToken } from '../entry/identify-by-link.ts';
import { useSatelliteFlow } from '../flow/flow-context.tsx';
import { SATELLITE_STEPS } from '../flow/satellite-flows.ts';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { StepCard, useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { RadioOffersHumanCheck } from './radio-offers-human-check.tsx';

/** Why the targeted link could not identify the radio, as the entry found it. */
export interface TokenEntryState {
  problem?: 'invalid' | 'missing';
}

/** Why the code did not identify the radio: the alert above the form. */
type Problem = 'invalid' | 'missing' | 'refused' | 'failed';

/** The code from the email: any text, once trimmed; the server says whether it is one. */
const codeEntrySchema = z.object({
  code: fieldSchema((code) => (code ? null : FIELD_ERROR_CODES.REQUIRED)),
});

/**
 * `enter-code` — the targeted checkout's way in when the link's token is missing, expired or
 * refused: "Enter the code from your email" (`POST /services/identification/token`), or find the
 * radio instead. Never a dead end.
 */
export function TokenEntryStep() {
  const t = useT();
  const services = useAppServices();
  const flow = useSatelliteFlow();
  const location = useLocation();
  const entry = (location.state ?? {}) as TokenEntryState;
  const { continuing, failed, humanCheck, continueWith, showActiveSubscription } =
    useContinueWithRadio();
  useSatelliteStepAnalytics('tokenEntry');
  const [problem, setProblem] = useState<Problem | undefined>(entry.problem);

  const identify = async (token: string) => {
    setProblem(undefined);
    const tokenType = flow.salesTokenType ?? 'SALES_AUDIO';
    const outcome = await identifyByToken(services, { token, tokenType });
    // A streaming checkout sells streaming to a radio whose satellite plan runs (ADR 049).
    const sellable =
      outcome.kind === 'identified' || (outcome.kind === 'active' && flow.service === 'streaming');
    if (sellable) await continueWith(outcome.radio, outcome.programCode);
    else if (outcome.kind === 'active') showActiveSubscription(outcome.radio);
    else if (outcome.kind === 'refused' || outcome.kind === 'failed') setProblem(outcome.kind);
  };
  const form = useEntryForm({
    schema: codeEntrySchema,
    defaultValues: { code: '' },
    busy: continuing,
    onSubmit: ({ code }) => identify(code),
    onInvalid: (codes) => {
      // The missing code is what is wrong now, not the link: its alert gives way.
      setProblem(undefined);
      trackUserErrors(services.dataLayer, SATELLITE_STEPS.tokenEntry, codes);
    },
  });

  const alert = problem ?? (failed ? 'failed' : undefined);
  return (
    <StepCard step="tokenEntry">
      <StepHeading>{t('satellite.token.title')}</StepHeading>
      <p className={styles.lead}>{t('satellite.token.lead')}</p>
      {alert ? (
        <Alert tone={alert === 'missing' ? 'info' : 'error'}>
          {t(`satellite.token.problem.${alert}`)}
        </Alert>
      ) : null}
      <RadioOffersHumanCheck humanCheck={humanCheck} />
      <form {...form.formProps} className={styles.form}>
        <TextField
          label={t('satellite.token.code')}
          hint={t('satellite.token.codeHint')}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          maxLength={1000}
          {...form.field('code')}
          error={form.codeOf('code') ? t('satellite.token.required') : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={form.busy} aria-busy={form.busy || undefined}>
            {form.busy ? t('checkout.working') : t('checkout.continue')}
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
