import {
  type CareInfoCollectionPrefill,
  INFO_COLLECTION_MESSAGE,
  type InfoCollectionErrors,
  type InfoCollectionValues,
  infoCollectionContextVariables,
} from '@orbit/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../shared/routing/query.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { Alert, Card } from '../../shared/ui/index.ts';
import styles from './info-collection.module.css';
import {
  type InfoCollectionPage as PageKey,
  trackFieldErrors,
  trackInfoCollectionPage,
} from './info-collection-analytics.ts';
import { InfoCollectionForm } from './info-collection-form.tsx';
import { loadPrefill, publishAnswers } from './link-calls.ts';
import { infoCollectionCatalog } from './messages/index.ts';

type View =
  | { kind: 'loading' }
  | {
      kind: 'form';
      prefill: CareInfoCollectionPrefill;
      serverErrors?: InfoCollectionErrors;
      tooMany?: boolean;
    }
  | { kind: 'sent' }
  | { kind: 'invalid' }
  | { kind: 'answered' }
  | { kind: 'tooMany' }
  | { kind: 'failed' }
  | { kind: 'stopped' };

const PAGE_KEYS: Partial<Record<View['kind'], PageKey>> = {
  form: 'infoCollection',
  sent: 'confirmation',
  invalid: 'linkInvalid',
  answered: 'answered',
  tooMany: 'tooMany',
};

/**
 * `/account/info-collection?token=…` (flows §7.4): the form a care chat sends. The link's token
 * says which fields are asked for; the answers go back once. A bad link gets its own page, not
 * an error; anything unexpected goes to `/error`.
 */
export function InfoCollectionPage() {
  return (
    <CatalogLayer catalog={infoCollectionCatalog}>
      <InfoCollectionFlow />
    </CatalogLayer>
  );
}

function InfoCollectionFlow() {
  const services = useAppServices();
  const { search } = useLocation();
  const token = getQueryParam(search, 'token')?.trim() ?? '';
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [busy, setBusy] = useState(false);
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!token || loaded.current === token) return;
    loaded.current = token;
    services.pageLoading.set(true);
    void loadPrefill(services, token)
      .then((outcome) => setView(outcome))
      .finally(() => services.pageLoading.set(false));
  }, [services, token]);

  const pageKey = PAGE_KEYS[view.kind];
  useEffect(() => {
    if (pageKey) trackInfoCollectionPage(services.dataLayer, pageKey);
  }, [services.dataLayer, pageKey]);

  if (view.kind === 'failed') return <Navigate to="/error" replace />;
  if (view.kind === 'loading' || view.kind === 'stopped') return <Loading />;
  if (view.kind !== 'form') return <Outcome kind={view.kind} />;

  const { prefill } = view;
  const send = async (values: InfoCollectionValues) => {
    setBusy(true);
    const outcome = await publishAnswers(services, {
      token,
      contextVariables: infoCollectionContextVariables(values),
      message: INFO_COLLECTION_MESSAGE,
      botId: prefill.botId,
      conversationId: prefill.conversationId,
      userId: prefill.userId,
    }).finally(() => setBusy(false));
    if (outcome.kind === 'fieldErrors') {
      trackFieldErrors(services.dataLayer, outcome.errors);
      setView({ kind: 'form', prefill, serverErrors: outcome.errors });
    } else if (outcome.kind === 'tooMany') {
      setView({ kind: 'form', prefill, tooMany: true });
    } else if (outcome.kind !== 'stopped') {
      setView(outcome);
    }
  };

  return (
    <FormCard
      prefill={prefill}
      busy={busy}
      view={view}
      onSubmit={(values) => void send(values)}
      onInvalid={(errors) => trackFieldErrors(services.dataLayer, errors)}
    />
  );
}

function FormCard({
  prefill,
  busy,
  view,
  onSubmit,
  onInvalid,
}: {
  prefill: CareInfoCollectionPrefill;
  busy: boolean;
  view: Extract<View, { kind: 'form' }>;
  onSubmit(values: InfoCollectionValues): void;
  onInvalid(errors: InfoCollectionErrors): void;
}) {
  const t = useT();
  const { config } = useAppServices();
  return (
    <Card className={styles.card}>
      <h1>{t('route.accountInfoCollection.title')}</h1>
      <p className={styles.lead}>{t('infoCollection.lead')}</p>
      <InfoCollectionForm
        prefill={prefill}
        country={config.country}
        busy={busy}
        tooMany={view.tooMany ?? false}
        serverErrors={view.serverErrors}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      />
    </Card>
  );
}

function Loading() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('route.accountInfoCollection.title')}</h1>
      <p role="status">{t('infoCollection.loading')}</p>
    </Card>
  );
}

const OUTCOMES = {
  sent: { tone: 'success', title: 'infoCollection.sent.heading', body: 'infoCollection.sent.body' },
  invalid: {
    tone: 'error',
    title: 'infoCollection.invalid.heading',
    body: 'infoCollection.invalid.body',
  },
  answered: {
    tone: 'info',
    title: 'infoCollection.answered.heading',
    body: 'infoCollection.answered.body',
  },
  tooMany: {
    tone: 'warning',
    title: 'infoCollection.tooMany.title',
    body: 'infoCollection.tooMany.body',
  },
} as const;

/**
 * Sent, already sent, a link that is not valid, too many tries: the page's title, then what
 * happened and what to do next, announced as it appears.
 */
function Outcome({ kind }: { kind: keyof typeof OUTCOMES }) {
  const t = useT();
  const outcome = OUTCOMES[kind];
  return (
    <Card className={styles.card}>
      <h1>{t('route.accountInfoCollection.title')}</h1>
      <Alert tone={outcome.tone} title={t(outcome.title)}>
        {t(outcome.body)}
      </Alert>
    </Card>
  );
}
