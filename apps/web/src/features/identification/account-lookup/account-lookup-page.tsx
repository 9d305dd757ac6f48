import { type Locale, rulesCountryForLocale } from '@orbit/domain';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { LookupHumanCheck } from '../find-your-radio/lookup-human-check.tsx';
import { LookupTabs } from '../find-your-radio/lookup-tabs.tsx';
import { identificationCatalog } from '../messages/index.ts';
import styles from './account-lookup.module.css';
import {
  ACCOUNT_LOOKUP_SCREENS,
  emailSubscriptions,
  foundAccount,
} from './account-lookup-screens-on-demand.ts';
import { LookupPanel } from './lookup-panel.tsx';
import { useTrackInvalid } from './lookup-panel-wiring.ts';
import { LookupProblemAlert } from './lookup-problem.tsx';
import { accountLookupCatalog } from './messages/index.ts';
import { SIGN_IN_PATH } from './sign-in-path.ts';
import { urlEntryOf } from './url-entry.ts';
import {
  ACCOUNT_LOOKUP_TABS,
  type AccountLookupTab,
  useAccountLookup,
} from './use-account-lookup.ts';

/**
 * Find your account (`subscribe/checkout/flepz`, flows §1.2–1.5): tabs Your info (FLEPZ), Radio
 * info (radio id + account number or last name), Car info (VIN or plate), Email, and the RFLZ
 * eligibility form; a sign-in link. A link's `tkn`/`token`/`dtok`/`atok`, or `radioid` with
 * `act` or `lname`, identifies on arrival. The account found is shown masked; LPZ verification
 * opens paying the bill; nothing found says what to try instead.
 */
export function AccountLookupPage() {
  return (
    <CatalogLayer catalog={identificationCatalog}>
      <CatalogLayer catalog={accountLookupCatalog}>
        <AccountLookupContent />
      </CatalogLayer>
    </CatalogLayer>
  );
}

function AccountLookupContent() {
  const t = useT();
  const { dataLayer } = useAppServices();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const { search } = useLocation();
  const idPrefix = useId();
  const invalid = useTrackInvalid();
  const [tab, setTab] = useState<AccountLookupTab>('info');
  // The address is read once, on arrival: what the page does later does not identify again.
  const [entry] = useState(() => urlEntryOf(search, country));
  const lookup = useAccountLookup(entry, locale);
  usePreloadedSteps(ACCOUNT_LOOKUP_SCREENS);

  useEffect(() => {
    trackPageLoaded(dataLayer, { flowName: 'accountlookup', componentName: 'accountlookup' });
  }, [dataLayer]);

  const { view } = lookup;
  const content = () => {
    switch (view.kind) {
      case 'entering':
        return (
          <p role="status" className={styles.lead}>
            {t('lookup.entry.loading')}
          </p>
        );
      case 'account':
        return (
          <OnDemandStep
            // A new view once verified: its heading takes focus again (the form that held it is gone).
            key={view.justVerified ? 'verified' : 'found'}
            step={foundAccount}
            view={view}
            lookup={lookup}
            country={country}
            onInvalid={invalid('verify')}
          />
        );
      case 'email':
        return (
          <OnDemandStep
            step={emailSubscriptions}
            result={view.result}
            onSearchAgain={lookup.reset}
          />
        );
      case 'form':
        return (
          <>
            {view.problem ? <LookupProblemAlert problem={view.problem} /> : null}
            {view.humanCheck ? <LookupHumanCheck humanCheck={lookup.humanCheck} /> : null}
            <p className={styles.lead}>{t('lookup.lead')}</p>
            <LookupTabs
              label={t('lookup.tabs.label')}
              idPrefix={idPrefix}
              tabs={ACCOUNT_LOOKUP_TABS.map((id) => ({ id, label: t(`lookup.tabs.${id}`) }))}
              selected={tab}
              onSelect={(next) => {
                setTab(next);
                lookup.reset();
              }}
            >
              {tab === 'rflz' ? null : <p className={styles.lead}>{t(`lookup.${tab}.lead`)}</p>}
              <LookupPanel
                tab={tab}
                lookup={lookup}
                country={country}
                locale={locale}
                onSelectTab={setTab}
              />
            </LookupTabs>
            <p className={styles.signIn}>
              {t('lookup.signIn.text')} <Link to={SIGN_IN_PATH}>{t('lookup.signIn.link')}</Link>
            </p>
          </>
        );
    }
  };

  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('lookup.title')}</h1>
      {/* The used-car eligibility check's refusal that sent the visitor here (flows §1.4). */}
      {getQueryParam(search, 'errorCode') !== null && view.kind === 'form' ? (
        <Alert tone="info">{t('lookup.usedCarRefused')}</Alert>
      ) : null}
      {content()}
    </Card>
  );
}
