import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { identificationCatalog } from '../messages/index.ts';
import { CarInfoForm } from './car-info-form.tsx';
import { lookUpDevice } from './device-lookup.ts';
import styles from './find-your-radio.module.css';
import type { IdentifiedRadio } from './identified-radio.ts';
import { trackInvalidInput } from './lookup-analytics.ts';
import { LookupHumanCheck } from './lookup-human-check.tsx';
import { FoundRadio, type LookupProblem, LookupProblemAlert } from './lookup-result.tsx';
import type { LookupCheck, LookupErrors, LookupTab } from './lookup-rules.ts';
import { LookupTabs } from './lookup-tabs.tsx';
import { RadioInfoForm } from './radio-info-form.tsx';

export interface FindYourRadioProps {
  /** The tab shown first. */
  initialTab?: LookupTab;
  /** Continue on the radio found: the caller takes it from here (its offers, the next step). */
  onContinue(radio: IdentifiedRadio): void;
  /** The radio already has an active paid subscription: the caller shows the page for that. */
  onActiveSubscription(radio: IdentifiedRadio): void;
  /** The caller is busy with Continue (loading offers): the button says so. */
  continuing?: boolean;
  /** Names the forms in the data layer's user errors (`<name>.radio.radioId`). */
  analyticsName?: string;
}

type View =
  | { kind: 'form'; problem?: LookupProblem; serverErrors?: LookupErrors; humanCheck?: boolean }
  | { kind: 'found'; radio: IdentifiedRadio };

/**
 * Find your radio (flows §1.3): tabs Radio Info (radio id) and Car Info (VIN, or licence plate
 * with state and consent), each checked in the browser before `POST /services/device/validate`.
 * Found: the vehicle and the radio's last 4 with Continue; not found: "try again with the info
 * used to purchase your vehicle"; an active subscription goes straight to the caller. Past the
 * searches one radio may have in an hour, a human check runs above the tabs and the next search
 * carries its proof.
 */
export function FindYourRadio(props: FindYourRadioProps) {
  return (
    <CatalogLayer catalog={identificationCatalog}>
      <FindYourRadioContent {...props} />
    </CatalogLayer>
  );
}

function FindYourRadioContent({
  initialTab = 'radio',
  onContinue,
  onActiveSubscription,
  continuing = false,
  analyticsName = 'findyourradio',
}: FindYourRadioProps) {
  const t = useT();
  const services = useAppServices();
  const idPrefix = useId();
  const [tab, setTab] = useState<LookupTab>(initialTab);
  const [view, setView] = useState<View>({ kind: 'form' });
  const humanCheck = useAskedHumanCheck();
  // Every outcome is the page's to show: the mutation answers one, it never rejects.
  const lookup = useMutation({
    mutationFn: (check: Extract<LookupCheck, { ok: true }>) =>
      lookUpDevice(
        services,
        { ...check.request, ...humanCheck.takeProof() },
        check.authenticationType,
        `${analyticsName}.${tab}`,
      ),
  });

  const lookUp = async (check: Extract<LookupCheck, { ok: true }>) => {
    setView({ kind: 'form' });
    const outcome = await lookup.mutateAsync(check);
    switch (outcome.kind) {
      case 'found':
        setView({ kind: 'found', radio: outcome.radio });
        return;
      case 'active':
        onActiveSubscription(outcome.radio);
        return;
      case 'invalid':
        setView({ kind: 'form', serverErrors: outcome.errors });
        return;
      case 'notFound':
      case 'tooMany':
      case 'failed':
        setView({ kind: 'form', problem: outcome.kind });
        return;
      case 'humanCheck':
        setView(
          (await humanCheck.askedBy(outcome.failure))
            ? { kind: 'form', humanCheck: true }
            : { kind: 'form', problem: 'failed' },
        );
        return;
      case 'stopped':
        return;
    }
  };

  if (view.kind === 'found') {
    return (
      <FoundRadio
        radio={view.radio}
        continuing={continuing}
        onContinue={() => onContinue(view.radio)}
        onSearchAgain={() => setView({ kind: 'form' })}
      />
    );
  }

  const formProps = {
    busy: lookup.isPending,
    serverErrors: view.serverErrors,
    onLookup: (check: Extract<LookupCheck, { ok: true }>) => void lookUp(check),
    onInvalid: (errors: LookupErrors) =>
      trackInvalidInput(services.dataLayer, `${analyticsName}.${tab}`, errors),
  };
  return (
    <div className={styles.finder}>
      {view.problem ? <LookupProblemAlert problem={view.problem} /> : null}
      {view.humanCheck ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      <LookupTabs
        label={t('identification.tabs.label')}
        idPrefix={idPrefix}
        tabs={[
          { id: 'radio', label: t('identification.tabs.radio') },
          { id: 'car', label: t('identification.tabs.car') },
        ]}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setView({ kind: 'form' });
        }}
      >
        {tab === 'radio' ? (
          <RadioInfoForm {...formProps} />
        ) : (
          <CarInfoForm {...formProps} country={services.config.country} />
        )}
      </LookupTabs>
    </div>
  );
}
