import {
  type CareInfoCollectionPrefill,
  INFO_COLLECTION_MESSAGE,
  type InfoCollectionErrors,
  type InfoCollectionValues,
  infoCollectionContextVariables,
} from '@orbit/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { infoCollectionPrefillQuery } from './info-collection-queries.ts';
import { publishAnswers } from './link-calls.ts';
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
  const prefill = useQuery({ ...infoCollectionPrefillQuery(services, token), enabled: !!token });
  // What sending the answers led to; until then the page shows what the link's read gave.
  const [sentView, setView] = useState<View>();
  const publication = useMutation({ mutationFn: publishAnswers.bind(null, services) });
  const busy = publication.isPending;
  const view: View =
    sentView ?? (!token ? { kind: 'invalid' } : (prefill.data ?? { kind: 'loading' }));

  const { pageLoading } = services;
  useEffect(() => {
    if (!prefill.isLoading) return;
    pageLoading.set(true);
    return () => pageLoading.set(false);
  }, [prefill.isLoading, pageLoading]);

  const pageKey = PAGE_KEYS[view.kind];
  useEffect(() => {
    if (pageKey) trackInfoCollectionPage(services.dataLayer, pageKey);
  }, [services.dataLayer, pageKey]);

  if (view.kind === 'failed') return <Navigate to="/error" replace />;
  if (view.kind === 'loading' || view.kind === 'stopped') return <Loading />;
  if (view.kind !== 'form') return <Outcome kind={view.kind} />;

  const known = view.prefill;
  const send = async (values: InfoCollectionValues) => {
    const outcome = await publication.mutateAsync({
      token,
      contextVariables: infoCollectionContextVariables(values),
      message: INFO_COLLECTION_MESSAGE,
      botId: known.botId,
      conversationId: known.conversationId,
      userId: known.userId,
    });
    if (outcome.kind === 'fieldErrors') {
      trackFieldErrors(services.dataLayer, outcome.errors);
      setView({ kind: 'form', prefill: known, serverErrors: outcome.errors });
    } else if (outcome.kind === 'tooMany') {
      setView({ kind: 'form', prefill: known, tooMany: true });
    } else if (outcome.kind !== 'stopped') {
      setView(outcome);
    }
  };

  return (
    <FormCard
      prefill={known}
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
