import type { FieldErrorCode, Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { refreshSignalCatalog } from './messages/index.ts';
import { NearCarForm } from './near-car-form.tsx';
import { OwnRadios } from './own-radios.tsx';
import { ReceiverLanding } from './receiver-landing.tsx';
import { type RefreshNamed, receiverQuery } from './receiver-queries.ts';
import { REFRESH_USE_CASES, trackRefreshUseCase } from './refresh-analytics.ts';
import { type RefreshAnswer, RefreshAnswerView } from './refresh-answers.tsx';
import styles from './refresh-signal.module.css';
import { type RefreshOutcome, sendRefresh, sendRefreshInstruction } from './send-refresh.ts';
import { TextStepsForm } from './text-steps-form.tsx';

type Near = 'yes' | 'no';

type Landing = {
  near: Near | null;
  serverError?: FieldErrorCode;
  tooMany?: boolean;
  /** The server asked for a human check: it runs in the form, its proof goes with Send. */
  humanCheck?: boolean;
};

/**
 * `/subscribe/refresh-signal` (flows §8.2): "are you near your car?" — yes: the steps and one box
 * (radio id, VIN or phone) to send the refresh; no: a mobile number and consent to text the steps.
 * Every answer has its page; past due leads to the pay page, no subscription to the plans.
 * `?receiver=<radio id, VIN or phone>` is the authenticated landing: the radio as its account's
 * masked view shows it, and one button; when nothing matches, the box filled in. A signed-in
 * customer without it sees their own radios first (ADR 070).
 */
export function RefreshSignalPage() {
  return (
    <CatalogLayer catalog={refreshSignalCatalog}>
      <RefreshSignalFlow />
    </CatalogLayer>
  );
}

function RefreshSignalFlow() {
  const services = useAppServices();
  const t = useT();
  const locale = useIntl().locale as Locale;
  const receiver = useSearchParams()[0].get('receiver')?.trim() ?? '';
  const [landing, setLanding] = useState<Landing>({ near: receiver ? 'yes' : null });
  const [answer, setAnswer] = useState<RefreshAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const humanCheck = useAskedHumanCheck();
  const [otherRadio, setOtherRadio] = useState(false);
  const found = useQuery({
    ...receiverQuery(services.careRequester, receiver),
    enabled: receiver !== '',
  });
  const landed = receiver !== '' && !otherRadio && found.data ? found.data : undefined;
  const useCase = landed ? REFRESH_USE_CASES.receiver : REFRESH_USE_CASES.standAlone;
  useEffect(() => trackRefreshUseCase(services.dataLayer, useCase), [services.dataLayer, useCase]);

  /** Turns a call's outcome into the next view; `done` says which answer a success shows. */
  const settle = async <Result,>(
    outcome: RefreshOutcome<Result>,
    done: (result: Result) => RefreshAnswer,
  ) => {
    const near = landing.near;
    if (outcome.kind === 'humanCheck') {
      const shown = await humanCheck.askedBy(outcome.failure);
      setBusy(false);
      if (shown) setLanding({ near, humanCheck: true });
      else setAnswer({ kind: 'failed' });
      return;
    }
    setBusy(false);
    switch (outcome.kind) {
      case 'done':
        setAnswer(done(outcome.result));
        return;
      case 'refused':
        if (outcome.refusal === 'virtualRadio') {
          setLanding({ near, serverError: 'INVALID_VIRTUAL_RADIO_ID' });
        } else setAnswer({ kind: outcome.refusal });
        return;
      case 'field':
        setLanding({ near, serverError: 'INVALID' });
        return;
      case 'tooMany':
        setLanding({ near, tooMany: true });
        return;
      case 'stopped':
        return;
    }
  };

  const refresh = async (identifier: RefreshNamed) => {
    setBusy(true);
    const outcome = await sendRefresh(services, identifier, locale, humanCheck.takeProof());
    await settle(outcome, (result) => ({ kind: 'sent', radios: result.radiosRefreshed }));
  };
  const text = async (phone: string) => {
    setBusy(true);
    const outcome = await sendRefreshInstruction(services, phone, locale, humanCheck.takeProof());
    await settle(outcome, (result) => ({ kind: 'textSent', phone: result.phone }));
  };

  if (answer) {
    return (
      <Card className={styles.card}>
        <RefreshAnswerView
          answer={answer}
          onAgain={() => {
            setAnswer(null);
            setLanding({ near: landing.near });
          }}
        />
      </Card>
    );
  }
  const check = landing.humanCheck ? (
    <AskedHumanCheckNotice
      humanCheck={humanCheck}
      title={t('refreshSignal.humanCheck.title')}
      reason={t('refreshSignal.humanCheck.body')}
      refused={t('refreshSignal.humanCheck.refused')}
    />
  ) : null;
  const choose = (near: Near) => setLanding({ near });
  const title = <h1>{t('route.refreshSignal.title')}</h1>;
  const lead = <p className={styles.lead}>{t('refreshSignal.lead')}</p>;
  if (receiver !== '' && !otherRadio && found.isPending) {
    return (
      <Card className={styles.card}>
        {title}
        <p role="status">{t('refreshSignal.receiver.loading')}</p>
      </Card>
    );
  }
  if (landed) {
    return (
      <Card className={styles.card}>
        {title}
        {lead}
        {landing.tooMany ? (
          <Alert tone="warning" title={t('refreshSignal.tooMany.title')}>
            {t('refreshSignal.tooMany.body')}
          </Alert>
        ) : null}
        {check}
        <ReceiverLanding
          receiver={landed}
          busy={busy}
          onRefresh={(named) => void refresh(named)}
          onOther={() => setOtherRadio(true)}
        />
      </Card>
    );
  }
  return (
    <Card className={styles.card}>
      {title}
      {lead}
      {receiver === '' ? (
        <OwnRadios
          busy={busy}
          onRefresh={(named) => void refresh(named)}
          onFailed={() => setAnswer({ kind: 'failed' })}
        />
      ) : null}
      <fieldset className={styles.choice}>
        <legend className={styles.question}>{t('refreshSignal.near.question')}</legend>
        <div className={styles.actions}>
          {(['yes', 'no'] as const).map((near) => (
            <Button
              key={near}
              variant={landing.near === near ? 'primary' : 'secondary'}
              aria-pressed={landing.near === near}
              onClick={() => choose(near)}
            >
              {t(`refreshSignal.near.${near}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      {landing.tooMany ? (
        <Alert tone="warning" title={t('refreshSignal.tooMany.title')}>
          {t('refreshSignal.tooMany.body')}
        </Alert>
      ) : null}
      {landing.near === 'yes' ? (
        <NearCarForm
          busy={busy}
          receiver={receiver}
          serverError={landing.serverError}
          humanCheck={check}
          onSubmit={(identifier) => void refresh(identifier)}
        />
      ) : landing.near === 'no' ? (
        <TextStepsForm busy={busy} humanCheck={check} onSubmit={(phone) => void text(phone)} />
      ) : null}
    </Card>
  );
}
